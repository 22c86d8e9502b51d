/** Spec 02 §9: languages written right to left. */
export const RTL_LANGUAGES = [
  'ar',
  'arc',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'ur',
  'yl',
] as const;

export function isRightToLeft(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language.toLowerCase());
}
