import { runTokenTool } from './token-tool';
import { readBankNowForTool } from './bank-now';

const result = runTokenTool(process.argv.slice(2), await readBankNowForTool(process.env));
console.log(result.output);
process.exitCode = result.exitCode;
