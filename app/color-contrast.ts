/** WCAG 2 contrast between `#rrggbb` colours. */

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** `color` mixed toward black in small steps until it reaches `ratio` against `background` (a light one). */
export function darkenUntilReadable(color: string, background: string, ratio: number): string {
  const start = channels(color);
  for (let step = 0; step <= 100; step += 2) {
    const mixed = `#${start
      .map((value) =>
        Math.round((value * (100 - step)) / 100)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return '#000000';
}
