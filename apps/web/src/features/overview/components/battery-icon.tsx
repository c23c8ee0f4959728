/** The battery drawn at its icon step (batteryIconStep); decorative, the level is written beside it. */
export function BatteryIcon({ step }: { step: number }) {
  const inner = 40;
  const width = Math.max(1, Math.round((inner * Math.min(100, Math.max(0, step))) / 100));
  const tone = step <= 20 ? "low" : "ok";
  return (
    <svg className={`battery-icon battery-icon--${tone}`} viewBox="0 0 50 24" width="60" height="29" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="44" height="22" rx="4" className="battery-icon__case" />
      <rect x="46" y="7" width="3" height="10" rx="1" className="battery-icon__tip" />
      <rect x="3" y="3" width={width} height="18" rx="2" className="battery-icon__fill" data-step={step} />
    </svg>
  );
}
