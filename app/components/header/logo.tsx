/** The wordmark; decorative inside a link that carries the accessible name. Cut to its mark when the header sets it 32 px wide. */
export function Logo() {
  return (
    <svg width="112" height="32" viewBox="0 0 112 32" preserveAspectRatio="xMinYMid slice" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#1A4B48" />
      <path d="M9 10l7 13 7-13" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24.5" cy="8.5" r="2.6" fill="#F29EAD" />
      <text x="40" y="23" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#1A4B48">
        Vizyt
      </text>
    </svg>
  );
}
