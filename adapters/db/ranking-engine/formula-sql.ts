import { type RawBuilder, sql } from 'kysely';
import type { Formula } from '#core/domain/score-formulas.ts';

type Expr = RawBuilder<unknown>;

/**
 * A methodology formula (core/domain/score-formulas.ts) as a SQL expression, each input
 * bound to a column or expression of the statement. Parameters go in as float8, so the
 * arithmetic is float8 throughout, the receipt's (TypeScript numbers).
 */
export function formulaSql(f: Formula, bind: Record<string, Expr>): Expr {
  const r = (g: Formula) => formulaSql(g, bind);
  switch (f.kind) {
    case 'num':
      return sql`${f.value}::float8`;
    case 'var': {
      const bound = bind[f.name];
      if (!bound) throw new Error(`formula input ${f.name} has no SQL binding`);
      return bound;
    }
    case 'add':
      return sql`(${sql.join(f.terms.map(r), sql` + `)})`;
    case 'mul':
      return sql`(${sql.join(f.terms.map(r), sql` * `)})`;
    case 'div':
      return sql`(${r(f.over)} / ${r(f.under)})`;
    case 'min1':
      return sql`least(1, ${r(f.of)})`;
    case 'ln1p':
      return sql`ln(1 + ${r(f.of)})`;
    case 'log10':
      return sql`log(${r(f.of)})`;
    case 'sqrt':
      return sql`sqrt(${r(f.of)})`;
  }
}
