import { type ReactNode, type SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Give a title only when the icon is the sole content that carries meaning; otherwise it is hidden from assistive tech. */
  title?: string;
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactNode;

// Drawn for Forno on a 24px grid with 2px round strokes; currentColor lets the parent's text colour drive them.
export function createIcon(displayName: string, body: ReactNode): IconComponent {
  function Icon({ title, size = 24, ...rest }: IconProps) {
    const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true, focusable: "false" as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...a11y}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
