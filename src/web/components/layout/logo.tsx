import { cn } from '../../lib/cn';

interface LogoProps {
  className?: string;
  /** Hide the mark from assistive technology when a visible "MethaPilot" text names the same thing. */
  isDecorative?: boolean;
}

/** MethaPilot mark: a digester dome on its tank with a leaf growing inside. Inline SVG, no request. */
export function Logo({ className, isDecorative = false }: LogoProps) {
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': 'MethaPilot' };
  return (
    <svg viewBox="0 0 32 32" className={cn('h-8 w-8 shrink-0', className)} focusable="false" {...a11y}>
      <rect width="32" height="32" rx="8" className="fill-emerald-700" />
      {/* Dome (gas membrane) and tank. */}
      <path d="M6 21a10 10 0 0 1 20 0z" className="fill-emerald-50" />
      <path d="M5 22h22v3.5a1.5 1.5 0 0 1-1.5 1.5h-19A1.5 1.5 0 0 1 5 25.5z" className="fill-white" />
      {/* Leaf in the dome. */}
      <path
        d="M12 19.5c0-4.2 3-7.3 8.4-7.8.4 5.2-2.6 8.3-6.9 8.3-.6 0-1.1-.2-1.5-.5z"
        className="fill-emerald-600"
      />
      <path
        d="M12.6 20.2 17.6 15"
        className="stroke-emerald-50"
        strokeWidth="1.2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
