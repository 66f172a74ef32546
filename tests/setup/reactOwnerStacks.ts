import React from 'react';

// React's development build records, for every element it creates, where it was created (an Error
// for its stack, and a console task), for the owner stacks in its warnings: a tenth of a console
// test's rendering time. Past 10,000 recent elements React stops recording and names no owner;
// here the count always reads as past it, so warnings come without owner stacks, which no test reads.
const internals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
