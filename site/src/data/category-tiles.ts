/** The fixed "Explore by Category" tiles: static, not part of the menu API. */
export interface CategoryTile {
  id: number;
  name: string;
  category: string;
  image: string;
  priceText: string;
}

export const categoryTiles: readonly CategoryTile[] = [
  { id: 1, name: 'Pizza Margherita', category: 'pizza', image: '/images/dishes/margherita-pizza.svg', priceText: 'From $12.99' },
  { id: 2, name: 'Classic Burger', category: 'Burger', image: '/images/dishes/classic-burger.svg', priceText: 'From $9.99' },
  { id: 3, name: 'Dragon Roll', category: 'sushi', image: '/images/dishes/dragon-roll.svg', priceText: 'From $13.99' },
  { id: 4, name: 'Fettuccine Alfredo', category: 'pasta', image: '/images/dishes/fettuccine-alfredo.svg', priceText: 'From $12.99' },
  { id: 5, name: 'Butter Chicken', category: 'chicken', image: '/images/dishes/butter-chicken.svg', priceText: 'From $13.99' },
  { id: 6, name: 'Pad thali', category: 'thali', image: '/images/dishes/veg-thali.svg', priceText: 'From $11.49' },
];
