/**
 * What bench-lighthouse prints beyond the figures, per run, when asked: where layout shifts came
 * from (BENCH_SHIFTS=1) and where the time of the largest paint and of the main thread went
 * (BENCH_LCP=1). Reads Lighthouse 13's report (lhr); an audit it did not produce prints nothing.
 */
const ms = (value) => `${Math.round(value ?? 0)} ms`;
const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

/** Each layout shift Lighthouse saw: its score, the element that moved most and the causes it names. */
export const printShifts = (lhr) => {
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    const causes = (item.subItems?.items ?? []).map((s) => s.cause).join('; ');
    const { selector = '?', snippet = '', boundingRect: r } = item.node ?? {};
    const box = r ? ` ${r.left},${r.top} ${r.width}x${r.height}` : '';
    console.log(
      `    shift ${item.score.toFixed(3)} ${selector}${box} ${snippet.slice(0, 100)} ${causes}`,
    );
  }
};

/** The details of an insight audit, which Lighthouse 13 nests in a list of sections. */
const sectionsOf = (audit) =>
  audit?.details?.type === 'list' ? audit.details.items : audit?.details ? [audit.details] : [];

/**
 * The LCP element and its phases (time to first byte, load delay, load time, render delay), the
 * scripts that kept the main thread busiest, and the main thread's time by kind of work.
 */
export const printLcp = (lhr) => {
  for (const section of sectionsOf(lhr.audits['lcp-breakdown-insight'])) {
    if (section.type === 'node') console.log(`    lcp element ${section.snippet?.slice(0, 110)}`);
    for (const row of section.type === 'table' ? section.items : [])
      console.log(
        `    lcp phase ${String(row.label ?? row.subpart).padEnd(22)} ${ms(row.duration)}`,
      );
  }
  const scripts = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const s of scripts.slice(0, 8))
    console.log(
      `    script ${ms(s.total).padStart(8)} (run ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)}) ${shortUrl(s.url)}`,
    );
  const groups = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(
    `    main thread ${groups.map((g) => `${g.groupLabel ?? g.group} ${ms(g.duration)}`).join(', ')}`,
  );
};
