import { expect, type Locator } from '@playwright/test';

/**
 * Checks a Chakra checkbox as a person does: by clicking its visible label (the root), not the
 * native input, which Chakra hides visually (1 px, clipped). Forcing a click on that input skips
 * Playwright's checks and lands wherever the pixel is: on a dialog's backdrop while it fades out,
 * or outside a scrolling list that clips the input's -1 px margin ("outside of the viewport").
 */
export const checkBox = async (checkbox: Locator): Promise<void> => {
  await expect(checkbox).toBeAttached();
  if (await checkbox.isChecked()) return;
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
};
