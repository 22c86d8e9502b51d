import { StartupError } from '../db/embedded/cluster-files';

/** A start-up problem the user can fix prints as one message; anything else with its stack. */
export function reportFatal(error: unknown): never {
  if (error instanceof StartupError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
}
