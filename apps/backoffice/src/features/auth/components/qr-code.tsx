import encodeQR from '@paulmillr/qr';

/** A QR code drawn as one SVG path from the code's modules (no markup from a string). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
  const size = modules.length;
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0b0d17" />
    </svg>
  );
}
