import type { Locator, Page } from '@playwright/test';

/**
 * Opens a select (MUI's Select: a combobox with a listbox menu) and chooses one of its options;
 * see clickOption.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp, { exact = false } = {}): Promise<void> {
  await combobox.click();
  await clickOption(combobox.page(), option, { exact });
}

/**
 * Clicks an option of the open listbox once its menu has finished growing in, then waits for the
 * menu to close. A click while the menu still grows in can be lost: a fresh-clone run at load 5
 * clicked a category then, the option took the focus but was not chosen, and the menu stayed open
 * over the form. A person sees the menu settle before choosing; the journey waits for it too.
 */
export async function clickOption(page: Page, option: string | RegExp, { exact = false } = {}): Promise<void> {
  const listbox = page.getByRole('listbox');
  const choice = listbox.getByRole('option', { name: option, exact });
  await choice.waitFor();
  await listbox.evaluate(async (element) => {
    const moving: Animation[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) moving.push(...node.getAnimations());
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
  await choice.click();
  await listbox.waitFor({ state: 'hidden' });
}
