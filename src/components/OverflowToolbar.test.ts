import { commandsThatFit } from './OverflowToolbar';

describe('which commands fit the bar (two rows, then More)', () => {
  it('keeps every command that fits two rows, and leaves room for More on the second row otherwise', () => {
    expect(commandsThatFit([100, 100, 100], 320, 80)).toBe(3);
    expect(commandsThatFit([100, 100, 100, 100, 100], 320, 80)).toBe(5); // 3 + 2 rows
    // 7 commands: row one takes 3, row two 2 (300 px left, minus More 80 + gap 8 = 232).
    expect(commandsThatFit([100, 100, 100, 100, 100, 100, 100], 320, 80)).toBe(5);
    expect(commandsThatFit([100, 100, 100, 100, 100, 100, 100], 250, 80)).toBe(3);
  });
});
