/** The build's last step (scripts/build-server.mjs runs it from the bundle): the template new data dirs start from (ADR 110). */
import { openDatabase } from './index';
import { writeTemplate } from './template';
import { DB_TEMPLATE_DIR, MIGRATIONS_DIR } from '../paths';

export async function makeTemplate(): Promise<void> {
  await writeTemplate(DB_TEMPLATE_DIR, MIGRATIONS_DIR, async (dataDir) => {
    const database = await openDatabase({ dataDir, template: null });
    await database.close();
  });
}
