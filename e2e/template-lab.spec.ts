// /_template-lab shows the five templates with full and sparse sample data (recipe servings scale,
// a workout timer counts down), /_stash-cards shows the card variants, and a visitor who is not
// signed in is sent away from the lab.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/stash';

const FULL = [
  ['Restaurant template', 'Restaurant: Lilia'],
  ['Recipe template', 'Recipe: Crispy chilli oil noodles'],
  ['Class event template', 'Class or event: Beginner pottery wheel class'],
  ['Workout template', 'Workout: 20-minute dumbbell EMOM'],
  ['Guide list template', 'Guide · Lisbon: A perfect Saturday in Lisbon'],
] as const;

const SPARSE = [
  ['Restaurant template', 'Restaurant: Corner Noodle Bar'],
  ['Recipe template', 'Recipe: Grandma’s soup'],
  ['Class event template', 'Class or event: Open studio night'],
  ['Workout template', 'Workout: Morning stretch'],
] as const;

test('the template lab shows each template with full and sparse data, and they work', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The workout timer counts against Date.now and an interval: a controlled clock runs it on demand.
  await page.clock.install();
  await signIn(page);
  await page.goto('/_template-lab');
  await expect(page.getByRole('heading', { level: 1, name: 'Template lab' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'full data' })).toHaveAttribute('aria-checked', 'true');

  for (const [section, article] of FULL) {
    await expect(page.getByRole('region', { name: section }).getByRole('article', { name: article })).toBeVisible();
  }
  await expect(page.getByText('No template found for PRODUCT')).toBeVisible();

  // Restaurant: booking links and hours.
  const restaurant = page.getByRole('region', { name: 'Restaurant template' });
  await expect(restaurant.getByRole('link', { name: /Book on Resy/ })).toHaveAttribute('href', 'https://resy.com/cities/ny/lilia');
  await expect(restaurant.getByRole('link', { name: /Book direct/ })).toBeVisible();
  await expect(restaurant.getByText('Italian')).toBeVisible();

  // Class event: ticket, instructor, recurrence.
  const classEvent = page.getByRole('region', { name: 'Class event template' });
  await expect(classEvent.getByRole('link', { name: /Get tickets/ })).toHaveAttribute('href', 'https://tickets.example.com/pottery');
  await expect(classEvent.getByText('Maya Ortiz')).toBeVisible();
  await expect(classEvent.getByText('Weekly on Sat until Feb 27, 2027')).toBeVisible();

  // Guide list: its stops, one linking to its venue page, and a route through them.
  const guide = page.getByRole('region', { name: 'Guide list template' });
  const stops = guide.getByRole('list', { name: 'Guide stops' }).getByRole('listitem');
  await expect(stops).toHaveCount(3);
  await expect(stops.nth(0).getByRole('link', { name: 'Manteigaria' })).toHaveAttribute('href', '/venue/3f0c6a1e-8d5b-4f6a-9a7e-0c1d2e3f4a5b');
  await expect(guide.getByRole('link', { name: /Route through these stops/ })).toBeVisible();

  // Recipe: more servings scale the quantities; fewer bring them back.
  const recipe = page.getByRole('region', { name: 'Recipe template' });
  const ingredients = recipe.getByRole('list', { name: 'Ingredients' });
  await expect(recipe.getByText('2 servings')).toBeVisible();
  await expect(ingredients.getByText('200 g wheat noodles')).toBeVisible();
  await recipe.getByRole('button', { name: 'More servings' }).click();
  await expect(recipe.getByText('3 servings')).toBeVisible();
  await expect(ingredients.getByText('300 g wheat noodles')).toBeVisible();
  await expect(ingredients.getByText('2.25 tbsp soy sauce')).toBeVisible();
  await recipe.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(ingredients.getByText('200 g wheat noodles')).toBeVisible();
  // Ingredients tick off.
  const noodles = recipe.getByRole('checkbox', { name: '200 g wheat noodles' });
  await noodles.check();
  await expect(noodles).toBeChecked();

  // Workout: the Work preset counts down from 0:40 once started, and pauses.
  const workout = page.getByRole('region', { name: 'Workout template' });
  const timer = workout.getByRole('timer', { name: 'Work timer' });
  await expect(timer).toHaveText('0:40');
  await workout.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('0:35');
  await workout.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('0:35');
  // The Rest preset has its own length.
  await workout.getByRole('button', { name: 'Rest · 0:20' }).click();
  await expect(workout.getByRole('timer', { name: 'Rest timer' })).toHaveText('0:20');

  // Sparse data: the same templates with what little there is, and the guide's missing-data message.
  await page.getByRole('radio', { name: 'sparse data' }).click();
  await expect(page.getByRole('radio', { name: 'sparse data' })).toHaveAttribute('aria-checked', 'true');
  for (const [section, article] of SPARSE) {
    await expect(page.getByRole('region', { name: section }).getByRole('article', { name: article })).toBeVisible();
  }
  await expect(guide.getByText('No guide data available')).toBeVisible();
  await expect(restaurant.getByRole('link')).toHaveCount(0);
  await expect(workout.getByRole('timer')).toHaveCount(0);
  await expect(recipe.getByText('1 batches')).toBeVisible();
  await recipe.getByRole('button', { name: 'More batches' }).click();
  await expect(recipe.getByRole('checkbox', { name: '2 onion' })).toBeVisible();

  expect(pageErrors, 'no uncaught errors in the lab').toEqual([]);
});

test('the stash cards lab shows every card variant', async ({ page }) => {
  await signIn(page);
  await page.goto('/_stash-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Stash cards' })).toBeVisible();
  const variants = page.getByRole('list', { name: 'Card variants' });
  for (const name of ['Picture', 'Video', 'No picture', 'Tags and hashtags (more than three)', 'Being organised', 'Organising failed']) {
    const variant = variants.getByRole('listitem', { name, exact: true });
    await expect(variant, name).toBeVisible();
    await expect(variant.getByRole('article'), `${name} has its card`).toHaveCount(1);
  }
});

test('a visitor who is not signed in is sent away from the template lab', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/_template-lab');
  await expect(page).not.toHaveURL(/\/_template-lab/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Template lab' })).toHaveCount(0);
  await context.close();
});
