import { iconPaths, resolveIconName } from './icons.ts';

export interface IconProps {
  /** Icon name from the server or our own ("heroicons_outline:home", "home"); unknown names show a neutral circle. */
  name: string | null | undefined;
  /** Accessible name; without it the icon is decorative (hidden from screen readers). */
  title?: string;
  size?: number;
  className?: string;
}

/** An icon drawn from the app's own set: inline SVG, colour from the text. */
export function Icon({ name, title, size = 24, className }: IconProps) {
  const resolved = resolveIconName(name);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-icon={resolved}
    >
      <path fill="currentColor" d={iconPaths[resolved]} />
    </svg>
  );
}
