import { z } from 'zod';
import { addIssues, firstMessages, msg } from './messages';

describe('validation messages', () => {
  it('msg omits empty params', () => {
    expect(msg('a')).toEqual({ key: 'a' });
    expect(msg('a', { n: 1 })).toEqual({ key: 'a', params: { n: 1 } });
  });
  it('firstMessages keeps the first issue per path and reads params', () => {
    const schema = z.object({ a: z.string(), b: z.object({ c: z.string() }) }).superRefine((_, ctx) => {
      addIssues(ctx, [msg('first', { n: 1 }), msg('second')], ['b', 'c']);
      addIssues(ctx, [msg('whole')]);
    });
    const r = schema.safeParse({ a: 'x', b: { c: 'y' } });
    expect(r.success).toBe(false);
    if (!r.success) expect(firstMessages(r.error)).toEqual({ 'b.c': { key: 'first', params: { n: 1 } }, '': { key: 'whole' } });
  });
});
