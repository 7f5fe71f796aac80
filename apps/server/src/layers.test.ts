import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/decisions/078): api/ and jobs/ on top, flows/ below them, the modules
// at the bottom. The lint zones of eslint.config.js say so; these checks make sure they still
// report a file that breaks them, and that no two folders import each other.
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: REPO });

/** What the layer zones say of a file of the server at `file` (under apps/server/src) holding `code`. */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO}apps/server/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe("the server's layers", () => {
  it.each([
    ['orders/late-orders.ts', "import { submitOrder } from '../flows/submit-order.js';\nexport const late = submitOrder;", 'A module imports no flow, route or job'],
    ['catalog/late-items.ts', "import { itemRoutes } from '../api/store/item.routes.js';\nexport const late = itemRoutes;", 'A module imports no flow, route or job'],
    ['stock-alerts/late-alerts.ts', "import { repeatJob } from '../jobs/repeat-job.js';\nexport const late = repeatJob;", 'A module imports no flow, route or job'],
    ['flows/late-flow.ts', "import { orderRoutes } from '../api/store/order.routes.js';\nexport const late = orderRoutes;", 'A flow imports no route and no job'],
    ['flows/late-flow.ts', "import { startHoldSweeper } from '../jobs/emt-hold-sweeper.js';\nexport const late = startHoldSweeper;", 'A flow imports no route and no job'],
  ])('reports %s importing a layer above it', async (file, code, problem) => {
    expect(await layerProblems(file, code)).toEqual([expect.stringContaining(problem)]);
  });

  it.each([
    ['api/store/late.routes.ts', "import { submitOrder } from '../../flows/submit-order.js';\nexport const late = submitOrder;"],
    ['jobs/late-job.ts', "import { changeOrderState } from '../flows/change-order-state.js';\nexport const late = changeOrderState;"],
    ['flows/late-flow.ts', "import { requireOrder } from '../orders/order.service.js';\nexport const late = requireOrder;"],
  ])('lets %s import a layer below it', async (file, code) => {
    expect(await layerProblems(file, code)).toEqual([]);
  });

  it("has no two folders importing each other, but db/'s schema and the tables", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [`${REPO}apps/server/scripts/folder-cycles.mjs`, '--check']);
    expect(stdout).toMatch(/, 0 of them not db\/'s schema importing table types\n$/);
  });
});
