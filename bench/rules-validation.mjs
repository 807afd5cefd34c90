// 1,000,000 IBANs and 1,000,000 reference numbers through the rules library, next to the peer
// library ibantools (IBANs) and a bare character-class regex (references) in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { validateIBAN } from 'ibantools';
import { recordResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = 1_000_000;
const ROUNDS = 3;

// packages/domain is TypeScript source: bundle it once, as the server and web builds do.
const outDir = mkdtempSync(path.join(os.tmpdir(), 'poslovno-bench-'));
const bundle = path.join(outDir, 'domain.mjs');
await build({
  entryPoints: [path.join(root, 'packages/domain/src/index.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: bundle,
  logLevel: 'error',
});
const domain = await import(pathToFileURL(bundle).href);
rmSync(outDir, { recursive: true, force: true });

// A deterministic generator, so every run validates the same inputs.
let seed = 20261122;
function random(limit) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % limit;
}
function digits(length) {
  let text = '';
  for (let i = 0; i < length; i++) text += String(random(10));
  return text;
}
function corrupt(text) {
  const at = random(text.length);
  const digit = String((Number(text[at]) + 1 + random(8)) % 10);
  return /\d/.test(text[at]) ? text.slice(0, at) + digit + text.slice(at + 1) : text;
}

function makeIban() {
  const kind = random(4);
  if (kind === 0) return domain.buildCroatianIban(digits(6), digits(9));
  const bban = kind === 1 ? digits(18) : kind === 2 ? digits(20) : `NWBK${digits(14)}`;
  const country = kind === 1 ? 'DE' : kind === 2 ? 'AT' : 'GB';
  const usable = country === 'AT' ? bban.slice(0, 16) : bban;
  return `${country}${domain.computeIbanCheckDigits(country, usable)}${usable}`;
}

function makeReference() {
  const ini = (body) => body + domain.computeMod11IniCheckDigit(body);
  const oib = (body) => body + domain.computeMod11Radix10CheckDigit(body);
  switch (random(5)) {
    case 0:
      return ['HR00', `${digits(3)}-${digits(4)}-${digits(5)}`];
    case 1:
      return ['HR01', ini(digits(10)).replace(/^(\d{4})/, '$1-')];
    case 2:
      return ['HR02', `${digits(4)}-${ini(digits(5))}-${ini(digits(4))}`];
    case 3:
      return ['HR68', `${ini('512')}-${oib(digits(10))}-${digits(4)}`];
    default:
      return ['HR67', `${oib(digits(10))}-${digits(3)}`];
  }
}

const ibans = Array.from({ length: COUNT }, (_, i) =>
  i % 10 === 9 ? corrupt(makeIban()) : makeIban(),
);
const references = Array.from({ length: COUNT }, (_, i) => {
  const [model, reference] = makeReference();
  return [model, i % 10 === 9 ? corrupt(reference) : reference];
});

function time(work) {
  let best = Infinity;
  let accepted = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    accepted = work();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { ms: best, perSecond: Math.round((COUNT / best) * 1000), accepted };
}

const ours = time(() => {
  let accepted = 0;
  for (const iban of ibans) if (domain.validateIban(iban).ok) accepted++;
  return accepted;
});
const peer = time(() => {
  let accepted = 0;
  for (const iban of ibans) if (validateIBAN(iban).valid) accepted++;
  return accepted;
});
const referenceRules = time(() => {
  let accepted = 0;
  for (const [model, reference] of references)
    if (domain.validateReference(model, reference).ok) accepted++;
  return accepted;
});
const bareRegex = /^\d+(-\d+){0,3}$/;
const referenceBaseline = time(() => {
  let accepted = 0;
  for (const [, reference] of references) if (bareRegex.test(reference)) accepted++;
  return accepted;
});

const format = (value) => value.toLocaleString('en-US');
const lines = [
  `IBAN, rules library validateIban: ${format(ours.perSecond)}/s (${ours.ms.toFixed(0)} ms for ${format(COUNT)}, ${format(ours.accepted)} accepted)`,
  `IBAN, peer ibantools validateIBAN: ${format(peer.perSecond)}/s (${peer.ms.toFixed(0)} ms, ${format(peer.accepted)} accepted)`,
  `IBAN, rules library / peer: ${(ours.perSecond / peer.perSecond).toFixed(2)}x the peer's throughput`,
  `reference, rules library validateReference: ${format(referenceRules.perSecond)}/s (${referenceRules.ms.toFixed(0)} ms for ${format(COUNT)}, ${format(referenceRules.accepted)} accepted)`,
  `reference, bare regex baseline (digits and dashes only): ${format(referenceBaseline.perSecond)}/s (${referenceBaseline.ms.toFixed(0)} ms)`,
  `reference, cost of the full FINA rules over the bare regex: ${(referenceRules.ms / referenceBaseline.ms).toFixed(1)}x`,
];
for (const line of lines) console.log(line);
recordResults('rules-validation', {
  command: 'node bench/rules-validation.mjs',
  context: `${format(COUNT)} inputs each, best of ${ROUNDS}`,
  rows: [
    {
      figure: 'IBAN, rules library validateIban',
      value: `${format(ours.perSecond)}/s`,
      baseline: `peer ibantools validateIBAN ${format(peer.perSecond)}/s`,
      ratio: `${(ours.perSecond / peer.perSecond).toFixed(2)} (the peer's throughput)`,
      target: 'not judged',
    },
    {
      figure: 'reference, rules library validateReference (the full FINA rules)',
      value: `${format(referenceRules.perSecond)}/s`,
      baseline: `bare regex, digits and dashes only, ${format(referenceBaseline.perSecond)}/s`,
      ratio: `${(referenceRules.ms / referenceBaseline.ms).toFixed(1)} (the regex's time)`,
      target: 'not judged',
    },
  ],
});
