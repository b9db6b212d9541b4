/**
 * Staff accounts from the command line (ADR 090), how the first admin is made:
 *   npm run staff -- add you@example.com admin     (or moderator; the account must have signed up)
 *   npm run staff -- remove you@example.com
 *   npm run staff -- list
 * It opens the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR):
 * with the embedded database, stop the server first (PGlite is one process's at a time).
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { addStaff, listStaff, removeStaff } from '../server/domain/staff';
import { isStaffRole, STAFF_ROLES } from '../common/staff';
import { isAppError } from '../server/domain/errors';

const USAGE = `usage: npm run staff -- add <email> <${STAFF_ROLES.join('|')}> | remove <email> | list`;

async function main(args: string[]): Promise<string> {
  const [command, email, role] = args;
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  try {
    if (command === 'add' && email && isStaffRole(role)) {
      const added = await addStaff(database.db, email, role);
      return `${email} (@${added.userName}) is now ${role === 'admin' ? 'an admin' : 'a moderator'}.`;
    }
    if (command === 'remove' && email) return (await removeStaff(database.db, email)) ? `${email} is no longer staff.` : `${email} was not staff.`;
    if (command === 'list') {
      const staff = await listStaff(database.db);
      return staff.length ? staff.map((s) => `${s.role}\t${s.email}\t@${s.userName}`).join('\n') : 'No staff yet.';
    }
    throw new UsageError(USAGE);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (out) => console.log(out),
  (error: unknown) => {
    console.error(isAppError(error) || error instanceof UsageError ? error.message : error);
    process.exitCode = 1;
  },
);
