import { describe, expect, it } from 'vitest';
import { leanAttributes } from './lean-markup.server.ts';

describe('leanAttributes', () => {
  it('writes bare values, empty ones as the name alone, and void elements without a slash', () => {
    expect(leanAttributes('<img src="/media/a.svg" alt="" loading="lazy"/><a href="/doctor/x" data-discover="true">X</a>')).toBe(
      '<img src=/media/a.svg alt loading=lazy><a href=/doctor/x data-discover=true>X</a>',
    );
    expect(leanAttributes('<input type="hidden" name="institution_id" value="292"/>')).toBe('<input type=hidden name=institution_id value=292>');
  });

  it('keeps the quotes a value needs', () => {
    const kept = '<a href="/doctors?page=2" aria-labelledby="b0 n1" data-x="`" data-y="a<b">x</a>';
    expect(leanAttributes(kept)).toBe(kept);
    // Character references may stand in a bare value.
    expect(leanAttributes('<p title="a&amp;b&lt;">x</p>')).toBe('<p title=a&amp;b&lt;>x</p>');
  });

  it('keeps the slash of a self-closing SVG element, apart from a bare value', () => {
    expect(leanAttributes('<svg viewBox="0 0 1 1"><circle cx="24.5" r="2.6"/><path d="M9 10l7 13"/></svg>')).toBe(
      '<svg viewBox="0 0 1 1"><circle cx=24.5 r="2.6"/><path d="M9 10l7 13"/></svg>',
    );
  });

  it("drops a form's default method, and writes apostrophes and quotation marks as themselves where they need no escaping", () => {
    expect(leanAttributes('<form action="/x" method="get"><button>a</button></form><form method="post"></form>')).toBe(
      '<form action=/x><button>a</button></form><form method=post></form>',
    );
    expect(leanAttributes(`<p title="м&#x27;ясо">М&#x27;ясо &quot;так&quot;</p>`)).toBe(`<p title="м'ясо">М'ясо "так"</p>`);
    expect(leanAttributes('<ul style="--t:&quot;Найближчі вільні години&quot;"></ul>')).toBe(`<ul style='--t:"Найближчі вільні години"'></ul>`);
    expect(leanAttributes(`<p title="&quot;a&#x27;">x</p>`)).toBe(`<p title="&quot;a'">x</p>`);
  });

  it('leaves scripts, styles and comments as they are', () => {
    const raw = '<script type="application/ld+json">{"a":"b=\\"c\\""}</script><style>a[href="x"]{}</style><!-- a="b" -->';
    expect(leanAttributes(`${raw}<b id="x">y</b>`)).toBe(`${raw}<b id=x>y</b>`);
  });
});
