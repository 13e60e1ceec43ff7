import { configureThroughOptions } from '../../automation/options';
import { cardFrame, dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';

test.describe('in-page card', () => {
  test('double-clicking an Arabic word opens the card with its senses', async ({
    extension,
    service,
  }) => {
    await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    const page = await extension.context.newPage();
    await page.goto(`${service.origin}/pages/demo.html`);
    await dblclickWord(page, '#plain', 'كتاب');

    const card = await cardFrame(page);
    await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = card.getByRole('tabpanel');
    await expect(panel).toContainText('كِتَاب');
    await expect(panel).toContainText('معجم الرياض');
  });
});
