import { CHAT_TEXTS } from '@shop/contracts/client';
import { expect, it } from 'vitest';
import { TOGGLE_LABEL } from './toggle-label';

it("the toggle's name is the contracts' text", () => {
  expect(TOGGLE_LABEL).toBe(CHAT_TEXTS.open);
});
