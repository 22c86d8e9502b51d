import 'server-only';
import { en, type Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

const CATALOGUES: Record<string, Messages> = { en, es, fr };

/** The catalogue for a language; languages without one (an added Arabic entry, say) read English. */
export function getMessages(locale: string): Messages {
  return CATALOGUES[locale] ?? en;
}
