import type { BrandCode } from "@carport/protocol";

/**
 * Original marks invented for Carport's brands, each on a tile of its brand's own hue (`logo`:
 * rust for Kestrel, green for Genova); decorative, since the brand name is always written next to them.
 */
export function BrandLogo({ brand, className }: { brand: BrandCode; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-logo)" />
      {brand === "hacc" && <HalcyonMark />}
      {brand === "kci" && <KestrelMark />}
      {brand === "gen" && <GenovaMark />}
      {brand === "other" && <CarportMark />}
    </svg>
  );
}

/** A calm wave under a rising sun: the halcyon days. */
function HalcyonMark() {
  return (
    <g fill="none" stroke="var(--color-on-accent)" strokeWidth="3" strokeLinecap="round">
      <circle cx="20" cy="16" r="5" />
      <path d="M8 27c3-3 6-3 8 0s5 3 8 0 5-3 8 0" />
    </g>
  );
}

/** Two swept wings meeting in a chevron. */
function KestrelMark() {
  return (
    <g fill="var(--color-on-accent)">
      <path d="M7 14l13 8 13-8-2 6-11 9-11-9z" />
      <circle cx="20" cy="12" r="2.5" />
    </g>
  );
}

/** An open hexagon, like a bolt head, around a road line. */
function GenovaMark() {
  return (
    <g fill="none" stroke="var(--color-on-accent)" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
      <path d="M27 11l-7-4-10 6v14l10 6 10-6v-7h-8" />
    </g>
  );
}

/** A roof over a parked car's wheel line: the carport. */
function CarportMark() {
  return (
    <g fill="none" stroke="var(--color-on-accent)" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
      <path d="M8 17l12-8 12 8" />
      <path d="M11 29h18M14 29v-4h12v4" />
    </g>
  );
}
