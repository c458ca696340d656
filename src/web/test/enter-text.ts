import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks a text field and pastes `text` into it: one input event for the whole value, where `user.type` sends four
 * events and a render per character. For the long forms whose tests are about what the form sends, not how it takes
 * each key (the ZIP boxes, which act as digits arrive, are still typed).
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
