import { runTokenTool } from './token-tool';

const result = runTokenTool(process.argv.slice(2), new Date());
console.log(result.output);
process.exitCode = result.exitCode;
