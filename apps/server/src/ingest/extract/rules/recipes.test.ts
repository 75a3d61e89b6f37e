import { describe, expect, it } from 'vitest';
import { findRecipe } from './recipes';

const VODKA = `spicy vodka rigatoni in 25 minutes 🌶️🍝 (no, you can't taste the vodka)

serves 2–3

INGREDIENTS
• 250g rigatoni
• 2 tbsp butter
• 1 shallot, finely diced
• 2 garlic cloves, grated
• 1 tsp Calabrian chili paste (or ½ tsp chili flakes)
• 60ml vodka
• salt, basil

METHOD
1. Boil the rigatoni in well-salted water.
2. Melt the butter, soften the shallot for 3 min.
3. Pour in the vodka and let it bubble for 1 min.

#pastarecipe`;

describe('findRecipe', () => {
  it('names the dish from its title or a tag, never from an ingredient or a hook line (tuning captions ig-191, tt-089)', () => {
    const meatballs = 'Stovetop Meatballs✨ My favorite quick meatball recipe is ready in just about 30 minutes!\n1 lb ground beef\n1 egg\n2 tbsp flax seed\n1 jar marinara';
    expect(findRecipe(meatballs)?.template.dish).toBe('Stovetop Meatballs');
    const hook = 'I’ll spend money on many things but not on something I know I can make better at home \n#beefandbroccoli #chinesetakeout\n\nMarinade \n1 Ib flank steak \n1 Tbsp Cornstarch \n1/2 tsp baking soda \n1 Tbsp Oyster sauce';
    expect(findRecipe(hook)?.template.dish).toBe('Beef and Broccoli');
  });

  it('reads ingredients with quantities, units and notes', () => {
    const recipe = findRecipe(VODKA)?.template;
    expect(recipe?.dish).toBe('Spicy vodka rigatoni');
    expect(recipe?.servings).toBe(2);
    expect(recipe?.time_total_min).toBe(25);
    expect(recipe?.ingredients.slice(0, 5)).toEqual([
      { qty: 250, unit: 'g', item: 'rigatoni', note: null },
      { qty: 2, unit: 'tbsp', item: 'butter', note: null },
      { qty: 1, unit: null, item: 'shallot', note: 'finely diced' },
      { qty: 2, unit: null, item: 'garlic cloves', note: 'grated' },
      { qty: 1, unit: 'tsp', item: 'Calabrian chili paste', note: 'or ½ tsp chili flakes' },
    ]);
    expect(recipe?.ingredients.slice(-2)).toEqual([
      { qty: null, unit: null, item: 'salt', note: null },
      { qty: null, unit: null, item: 'basil', note: null },
    ]);
    expect(recipe?.steps).toHaveLength(3);
    expect(recipe?.steps[0]).toBe('Boil the rigatoni in well-salted water');
  });

  it('reads fractions, cans and unicode fractions', () => {
    const recipe = findRecipe('Easy chili\n2 cups flour\n1/2 tsp salt\n1 (14 oz) can tomatoes\n½ cup milk\n1 1/2 lbs beef')?.template;
    expect(recipe?.ingredients).toEqual([
      { qty: 2, unit: 'cup', item: 'flour', note: null },
      { qty: 0.5, unit: 'tsp', item: 'salt', note: null },
      { qty: 1, unit: 'can', item: 'tomatoes', note: '14 oz' },
      { qty: 0.5, unit: 'cup', item: 'milk', note: null },
      { qty: 1.5, unit: 'lb', item: 'beef', note: null },
    ]);
    // 'Easy' describes the recipe, not the dish.
    expect(recipe?.dish).toBe('Chili');
  });

  it('reads ingredients written on one line after a heading', () => {
    const recipe = findRecipe('the only smash burger recipe you need 🍔 makes 4\n500g beef mince (20% fat)\n4 brioche buns\nSAUCE: 3 tbsp mayo, 1 tbsp ketchup, pinch of smoked paprika\n1. get a pan hot\n2. smash the beef\n20 min start to finish')?.template;
    expect(recipe?.dish).toBe('Smash burger');
    expect(recipe?.servings).toBe(4);
    expect(recipe?.time_total_min).toBe(20);
    expect(recipe?.ingredients.map((ingredient) => ingredient.item)).toEqual(['beef mince', 'brioche buns', 'mayo', 'ketchup', 'smoked paprika']);
  });

  it('reads prep and cook times, difficulty and Step lines', () => {
    const recipe = findRecipe(`15-minute miso glazed salmon 🐟 my most-saved recipe
for 2:
- 2 salmon fillets (skin on)
- 2 tbsp white miso
- 1 tbsp honey
Step 1: whisk the miso and honey
Step 2: grill 6 min
prep 5 min · cook 10 min · easy
Tip: line the tray with foil`)?.template;
    expect(recipe).toMatchObject({ dish: 'Miso glazed salmon', servings: 2, time_prep_min: 5, time_cook_min: 10, time_total_min: 15, difficulty: 'easy' });
    expect(recipe?.steps).toEqual(['whisk the miso and honey', 'grill 6 min']);
    expect(recipe?.tips).toEqual(['line the tray with foil']);
    expect(recipe?.equipment).toContain('grill');
  });

  it('reads an hour and minutes', () => {
    expect(findRecipe('Sunday roast\nprep: 20 mins\ncook time: 1 hr 30 min\n1 chicken\n2 lemons\n4 tbsp butter')?.template).toMatchObject({
      time_prep_min: 20,
      time_cook_min: 90,
    });
  });

  it('reads times written with commas and "ready in"', () => {
    expect(findRecipe('Shakshuka\n4 eggs\n1 can tomatoes\n2 tbsp harissa\nprep 10 min, cook 25 min')?.template).toMatchObject({ time_prep_min: 10, time_cook_min: 25, time_total_min: 35 });
    expect(findRecipe('Fried rice\n2 cups rice\n2 eggs\n1 tbsp soy sauce\nready in 30 minutes')?.template.time_total_min).toBe(30);
  });

  it('tells where the ingredient lines are', () => {
    const text = 'Pancakes\n1 cup flour\n1 egg\n1 cup milk';
    const spans = findRecipe(text)?.spans ?? [];
    expect(spans.map(([start, end]) => text.slice(start, end))).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
  });

  it('reads a recipe whose line breaks were lost, its spans still in the text as written', () => {
    const text = 'Puré de papa 🥔 Cremoso y simple 🥣 Ingredientes 🥣 • 1 kg de papas • 50 g de manteca • 150 ml de leche • Sal 👣 Pasos 👣 • Pelamos las papas';
    const recipe = findRecipe(text);
    expect(recipe?.template.dish).toBe('Puré de papa');
    expect(recipe?.template.ingredients.slice(0, 3)).toEqual([
      { qty: 1, unit: 'kg', item: 'papas', note: null },
      { qty: 50, unit: 'g', item: 'manteca', note: null },
      { qty: 150, unit: 'ml', item: 'leche', note: null },
    ]);
    expect((recipe?.spans ?? []).map(([start, end]) => text.slice(start, end).trim())[0]).toBe('• 1 kg de papas');
    expect(findRecipe('EMPANADAS 🤤 INGREDIENTES: -1 taza de agua caliente -3 tazas de harina -1 cda de azúcar')?.template.dish).toBe('Empanadas');
  });

  it('does not read a one-line post with bullets but no recipe heading as a recipe', () => {
    expect(findRecipe('Weekend plans • 2 museums • 3 bars • 1 long brunch')).toBeNull();
  });

  it('does not take other posts for recipes', () => {
    for (const text of [
      'Shimokitazawa is the coolest\n2 stops from Shibuya on the Keio line\n3 vintage shops',
      '10 best ramen spots in NYC\n1. Ippudo — East Village\n2. Ivan Ramen — LES\n3. Totto Ramen',
      'lat pulldown 4x10\nchest-supported row 4x8\nface pulls 3x15',
      'we had 2 glasses of wine and 3 plates of pasta',
      'serves 4, ready in 30 minutes',
    ]) {
      expect(findRecipe(text)).toBeNull();
    }
  });
});
