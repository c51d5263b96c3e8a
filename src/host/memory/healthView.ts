// Memory health (seed 003 section 11) as Markdown: targets first, then counts and the embedder.
import type { MemoryHealth } from '../../protocol/memory';
import { BLOCK_TEXT } from '../../core/memory/instructions/consent';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

export function healthMarkdown(h: MemoryHealth): string {
  const e = h.embedder;
  const lines = [
    '# ACT memory health',
    '',
    '| metric | value | target | |',
    '|---|---|---|---|',
    ...h.targets.map((t) => `| ${t.name} | ${t.value} | ${t.target} | ${t.ok ? '✅' : '⚠️'} |`),
    '',
    `**Embedder:** \`${e.id}\` (${e.kind === 'semantic' ? `semantic, ${e.runtime}${e.loadMs !== undefined ? `, loaded in ${e.loadMs} ms` : ''}` : 'lexical fallback'})`,
    ...(e.fallbackReason ? [``, `> ${e.fallbackReason}${e.downloadable ? ' — run **ACT: Download Embedding Model**.' : ''}`] : []),
    '',
    `**Threads:** ${h.threads} (${h.activeThreads} active of ${h.activeLimit} allowed in ${h.mode} mode, ${h.suspendedThreads} suspended, ${h.archivedThreads} archived) · **messages:** ${h.messages} · **bridges:** ${h.bridges}`,
    '',
    `**Routing decisions:** ${Object.entries(h.decisions).map(([k, v]) => `${k} ${v}`).join(', ') || 'none yet'}`,
    '',
    `**Searchable items:** ${Object.entries(h.items).map(([k, v]) => `${k} ${v}`).join(', ') || 'none yet'}`,
    '',
    `**Vectors:** ${Object.entries(h.vectors).map(([k, v]) => `${k} ${v.current}${v.stale ? ` (+${v.stale} from another embedder: run Reindex)` : ''}`).join(', ') || 'none yet'}`,
    '',
    `**Language model:** ${h.llmAvailable ? 'available (titles, borderline reactivation, bridge typing)' : 'none — heuristics are used'}${h.reindexing ? ' · **reindexing…**' : ''}`,
    '',
    `**Instruction files:** ${h.instructionFiles.blocked ? `not written: ${BLOCK_TEXT[h.instructionFiles.blocked]}` : h.instructionFiles.written.length ? `last written ${h.instructionFiles.written.join(', ')}` : 'up to date'}${h.instructionFiles.at ? ` (checked ${h.instructionFiles.at})` : ''}`,
    ...h.instructionFiles.errors.map((x) => `- ⚠️ ${x}`),
    ...(h.problems.length ? ['', '**Files that could not be read:**', ...h.problems.map((p) => `- ${p}`)] : []),
    '',
    `_Continuation rate: ${pct(h.continuationRate)} of threads have more than one message. Embedding coverage: ${pct(h.embeddingCoverage)} of threads have a vector of the active embedder._`,
  ];
  return lines.join('\n');
}
