/** Joins the truthy class names: cx(styles.a, active && styles.b, className). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
