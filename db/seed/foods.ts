import type { Allergen, DietaryTag } from '../../domain/allergens.ts';

/**
 * The demo menu a fresh shop starts with. Ids are stable slugs so the pre-rendered dish pages
 * and links keep working; dishes the owner adds later get generated ids. Images ship with the
 * site under /images/dishes/ (drawn by scripts/images/generate.ts).
 */
export interface SeedFood {
  id: string;
  name: string;
  category: string;
  priceCents: number;
  description: string;
  isAvailable: boolean;
  allergens: Allergen[];
  dietary: DietaryTag[];
}

export const seedFoods: readonly SeedFood[] = [
  { id: 'margherita-pizza', name: 'Margherita Pizza', category: 'pizza', priceCents: 1299, isAvailable: true, description: 'San Marzano tomato, fresh mozzarella and basil on a stone-baked crust, finished with olive oil.', allergens: ['gluten', 'milk'], dietary: ['halal', 'vegetarian'] },
  { id: 'pepperoni-pizza', name: 'Pepperoni Pizza', category: 'pizza', priceCents: 1449, isAvailable: true, description: 'Halal beef pepperoni, mozzarella and our slow-cooked tomato sauce, baked until the edges crisp.', allergens: ['gluten', 'milk'], dietary: ['halal'] },
  { id: 'bbq-chicken-pizza', name: 'BBQ Chicken Pizza', category: 'pizza', priceCents: 1599, isAvailable: true, description: 'Smoky barbecue sauce, grilled chicken, red onion and coriander over melted cheese.', allergens: ['gluten', 'milk', 'mustard'], dietary: ['halal'] },
  { id: 'veggie-supreme-pizza', name: 'Veggie Supreme Pizza', category: 'pizza', priceCents: 1349, isAvailable: true, description: 'Peppers, mushrooms, olives, sweet corn and red onion on a garlic-brushed base.', allergens: ['gluten', 'milk'], dietary: ['halal', 'vegetarian'] },
  { id: 'classic-burger', name: 'Classic Burger', category: 'burger', priceCents: 999, isAvailable: true, description: 'A juicy halal beef patty with lettuce, tomato, pickles and house sauce in a toasted brioche bun.', allergens: ['eggs', 'gluten', 'mustard', 'sesame'], dietary: ['halal'] },
  { id: 'double-cheeseburger', name: 'Double Cheeseburger', category: 'burger', priceCents: 1199, isAvailable: true, description: 'Two smashed beef patties, double cheddar, caramelised onions and mustard mayo.', allergens: ['eggs', 'gluten', 'milk', 'mustard', 'sesame'], dietary: ['halal'] },
  { id: 'crispy-chicken-burger', name: 'Crispy Chicken Burger', category: 'burger', priceCents: 1049, isAvailable: true, description: 'Buttermilk-fried chicken thigh, slaw and a spicy honey glaze in a soft potato bun.', allergens: ['eggs', 'gluten', 'milk'], dietary: ['halal', 'spicy'] },
  { id: 'mushroom-swiss-burger', name: 'Mushroom Swiss Burger', category: 'burger', priceCents: 1149, isAvailable: false, description: 'Beef patty topped with sautéed mushrooms, Swiss cheese and truffle mayo.', allergens: ['eggs', 'gluten', 'milk', 'sesame'], dietary: ['halal'] },
  { id: 'dragon-roll', name: 'Dragon Roll', category: 'sushi', priceCents: 1399, isAvailable: true, description: 'Prawn tempura and cucumber inside, avocado and eel sauce on top, eight pieces.', allergens: ['crustaceans', 'fish', 'gluten', 'sesame', 'soybeans'], dietary: [] },
  { id: 'california-roll', name: 'California Roll', category: 'sushi', priceCents: 1199, isAvailable: true, description: 'Crab stick, avocado and cucumber rolled in sesame-coated rice, eight pieces.', allergens: ['crustaceans', 'eggs', 'fish', 'sesame', 'soybeans'], dietary: [] },
  { id: 'salmon-nigiri', name: 'Salmon Nigiri', category: 'sushi', priceCents: 1249, isAvailable: true, description: 'Six pieces of fresh salmon over hand-pressed seasoned rice, with pickled ginger.', allergens: ['fish', 'soybeans'], dietary: ['gluten-free'] },
  { id: 'spicy-tuna-roll', name: 'Spicy Tuna Roll', category: 'sushi', priceCents: 1299, isAvailable: true, description: 'Tuna with chilli mayo and spring onion, wrapped in nori and rice, eight pieces.', allergens: ['eggs', 'fish', 'sesame', 'soybeans'], dietary: ['spicy'] },
  { id: 'veg-thali', name: 'Veg Thali', category: 'thali', priceCents: 1149, isAvailable: true, description: 'Dal tadka, seasonal sabzi, jeera rice, two rotis, raita, pickle and a sweet.', allergens: ['gluten', 'milk', 'mustard'], dietary: ['halal', 'vegetarian'] },
  { id: 'chicken-thali', name: 'Chicken Thali', category: 'thali', priceCents: 1349, isAvailable: true, description: 'Chicken curry, dal, rice, two rotis, salad, raita and gulab jamun.', allergens: ['gluten', 'milk', 'mustard'], dietary: ['halal'] },
  { id: 'paneer-thali', name: 'Paneer Thali', category: 'thali', priceCents: 1249, isAvailable: false, description: 'Paneer butter masala, dal makhani, pulao, naan, salad and kheer.', allergens: ['gluten', 'milk', 'nuts'], dietary: ['halal', 'vegetarian'] },
  { id: 'butter-chicken', name: 'Butter Chicken', category: 'Chicken', priceCents: 1399, isAvailable: true, description: 'Tandoor-grilled chicken simmered in a creamy tomato and butter gravy, served with rice.', allergens: ['milk', 'nuts'], dietary: ['gluten-free', 'halal'] },
  { id: 'tandoori-chicken', name: 'Tandoori Chicken', category: 'Chicken', priceCents: 1299, isAvailable: true, description: 'Half a chicken marinated in yoghurt and spices, charred in the tandoor, with mint chutney.', allergens: ['milk', 'mustard'], dietary: ['gluten-free', 'halal', 'spicy'] },
  { id: 'chicken-biryani', name: 'Chicken Biryani', category: 'Chicken', priceCents: 1249, isAvailable: true, description: 'Fragrant basmati layered with spiced chicken, saffron and fried onions, with raita.', allergens: ['milk', 'nuts'], dietary: ['gluten-free', 'halal'] },
  { id: 'chicken-wings', name: 'Grilled Chicken Wings', category: 'Chicken', priceCents: 949, isAvailable: true, description: 'Ten wings grilled with peri-peri or honey garlic, served with a cooling dip.', allergens: ['celery', 'milk'], dietary: ['gluten-free', 'halal', 'spicy'] },
  { id: 'fettuccine-alfredo', name: 'Fettuccine Alfredo', category: 'pasta', priceCents: 1299, isAvailable: true, description: 'Ribbons of fettuccine in a silky parmesan and cream sauce with cracked black pepper.', allergens: ['eggs', 'gluten', 'milk'], dietary: ['vegetarian'] },
  { id: 'penne-arrabbiata', name: 'Penne Arrabbiata', category: 'pasta', priceCents: 1149, isAvailable: false, description: 'Penne in a fiery tomato, garlic and chilli sauce, topped with parsley.', allergens: ['gluten'], dietary: ['spicy', 'vegan', 'vegetarian'] },
];

export function seedImagePath(id: string): string {
  return `/images/dishes/${id}.avif`;
}
