import { describe, expect, it } from 'vitest';
import { explainStatement, hasQueryParameters, isExplainableSelect } from './explainable-statement.js';

describe('explainable statements', () => {
  it('takes a single SELECT, after comments and brackets', () => {
    expect(isExplainableSelect('select * from t where id = $1')).toBe(true);
    expect(isExplainableSelect('  -- list\n/* page */ (SELECT 1) union (select 2);')).toBe(true);
  });

  it('refuses writes, data-modifying WITH, several statements and EXPLAIN itself', () => {
    expect(isExplainableSelect('delete from t where id = $1')).toBe(false);
    expect(isExplainableSelect('insert into t select 1')).toBe(false);
    expect(isExplainableSelect('with gone as (delete from t returning *) select * from gone')).toBe(false);
    expect(isExplainableSelect('select 1; delete from t')).toBe(false);
    expect(isExplainableSelect('explain analyze delete from t')).toBe(false);
    expect(isExplainableSelect('selectivity')).toBe(false);
  });

  it('asks for a generic plan only when placeholders remain', () => {
    expect(hasQueryParameters('select * from t where id = $1')).toBe(true);
    expect(hasQueryParameters('select 1')).toBe(false);
    expect(explainStatement('select * from t where id = $1;', true)).toBe(
      'explain (generic_plan) select * from t where id = $1',
    );
    expect(explainStatement('select 1', false)).toBe('explain select 1');
  });
});
