// Word lists and shapes the seeder draws from, so titles, captions and entity names read like real
// saves and give full-text and trigram search realistic material.

export interface Category {
  name: string;
  /** Share of posts, in percent (the shares add up to 100). */
  share: number;
  routingClass: string;
  intents: string[];
  /** Nouns that titles about this category use. */
  nouns: string[];
  /** Entity types a place in this category has. */
  venueTypes: string[];
  /** Entity type of the non-place things its posts mention. */
  thingType: string;
  thingRoutingClass: string;
  thingWords: string[];
}

export const CATEGORIES: Category[] = [
  {
    name: 'food', share: 24, routingClass: 'PhysicalVenue', intents: ['plan_visit', 'save_for_later', 'share_with_friend'],
    nouns: ['ramen', 'pizza', 'tacos', 'dumplings', 'brunch', 'sushi', 'burgers', 'pho', 'croissants', 'bagels', 'dim sum', 'omakase', 'noodles', 'barbecue', 'gelato', 'espresso', 'matcha', 'curry', 'falafel', 'bao'],
    venueTypes: ['restaurant', 'cafe', 'bakery', 'bar', 'food_truck'],
    thingType: 'dish', thingRoutingClass: 'CreativeWork',
    thingWords: ['Tonkotsu Ramen', 'Margherita', 'Birria Tacos', 'Soup Dumplings', 'Eggs Benedict', 'Spicy Tuna Roll', 'Smash Burger', 'Pistachio Gelato', 'Flat White', 'Katsu Sando'],
  },
  {
    name: 'travel', share: 14, routingClass: 'PhysicalVenue', intents: ['plan_trip', 'save_for_later', 'inspiration'],
    nouns: ['beach', 'hike', 'hotel', 'island', 'road trip', 'viewpoint', 'old town', 'hot spring', 'rooftop', 'weekend getaway', 'sunset spot', 'day trip', 'lake', 'castle', 'waterfall'],
    venueTypes: ['hotel', 'museum', 'park', 'beach', 'viewpoint', 'landmark'],
    thingType: 'neighborhood', thingRoutingClass: 'GeoArea',
    thingWords: ['Old Quarter', 'Harbour District', 'Arts District', 'Riverside', 'Hill Town', 'Market Street', 'Canal Zone', 'Lower East Side', 'Le Marais', 'Shibuya'],
  },
  {
    name: 'recipes', share: 11, routingClass: 'CreativeWork', intents: ['try_recipe', 'save_for_later'],
    nouns: ['pasta', 'curry', 'cookies', 'salad', 'sourdough', 'soup', 'banana bread', 'stir fry', 'meal prep', 'risotto', 'lasagna', 'smoothie', 'granola', 'tiramisu', 'focaccia'],
    venueTypes: ['market', 'grocery', 'kitchen_store'],
    thingType: 'recipe', thingRoutingClass: 'CreativeWork',
    thingWords: ['Creamy Tuscan Pasta', 'Chickpea Curry', 'Brown Butter Cookies', 'Crispy Rice Salad', 'Overnight Sourdough', 'Miso Soup', 'Lemon Risotto', 'One Pan Lasagna', 'Green Smoothie', 'Classic Tiramisu'],
  },
  {
    name: 'fitness', share: 8, routingClass: 'Abstract', intents: ['try_workout', 'save_for_later', 'learn'],
    nouns: ['workout', 'HIIT', 'yoga flow', 'pilates', 'run', 'stretch', 'mobility routine', 'leg day', 'core workout', 'climbing', 'swim set', 'spin class'],
    venueTypes: ['gym', 'studio', 'climbing_gym', 'pool'],
    thingType: 'activity', thingRoutingClass: 'Abstract',
    thingWords: ['Morning Yoga Flow', 'Tabata Circuit', 'Five K Plan', 'Hip Mobility', 'Kettlebell Complex', 'Pilates Core', 'Zone Two Run', 'Pull Up Progression', 'Boulder Session', 'Stretch Routine'],
  },
  {
    name: 'events', share: 8, routingClass: 'Eventish', intents: ['attend', 'save_for_later', 'share_with_friend'],
    nouns: ['concert', 'festival', 'night market', 'pop-up', 'exhibition', 'comedy night', 'food fair', 'open air cinema', 'book fair', 'street party', 'jazz night', 'design week'],
    venueTypes: ['venue', 'theatre', 'gallery', 'club'],
    thingType: 'event', thingRoutingClass: 'Eventish',
    thingWords: ['Summer Jazz Festival', 'Night Market', 'Vinyl Fair', 'Open Air Cinema', 'Design Week', 'Comedy Showcase', 'Lantern Festival', 'Food Truck Rally', 'Art Walk', 'Pride Parade'],
  },
  {
    name: 'shopping', share: 8, routingClass: 'Product', intents: ['buy', 'save_for_later', 'compare'],
    nouns: ['sneakers', 'jacket', 'lamp', 'headphones', 'backpack', 'ceramics', 'vintage finds', 'desk setup', 'watch', 'sunglasses', 'tote bag', 'cookware'],
    venueTypes: ['shop', 'boutique', 'market', 'bookstore'],
    thingType: 'product', thingRoutingClass: 'Product',
    thingWords: ['Trail Runner Sneakers', 'Linen Overshirt', 'Mushroom Lamp', 'Noise Cancelling Headphones', 'Roll Top Backpack', 'Stoneware Mug', 'Mechanical Keyboard', 'Field Watch', 'Cast Iron Skillet', 'Canvas Tote'],
  },
  {
    name: 'fashion', share: 7, routingClass: 'Product', intents: ['buy', 'inspiration'],
    nouns: ['outfit', 'capsule wardrobe', 'denim', 'knitwear', 'streetwear', 'linen set', 'boots', 'trench coat', 'layering', 'thrift haul'],
    venueTypes: ['boutique', 'vintage_store', 'shop'],
    thingType: 'brand', thingRoutingClass: 'PersonOrgBrand',
    thingWords: ['Northfield Denim', 'Atelier Nord', 'Common Thread', 'Loom and Co', 'Studio Ines', 'Field Works', 'Blue Ridge Knit', 'Maison Clair', 'Second Hand Club', 'Tailor Lane'],
  },
  {
    name: 'nightlife', share: 6, routingClass: 'PhysicalVenue', intents: ['plan_visit', 'share_with_friend'],
    nouns: ['cocktail bar', 'speakeasy', 'wine bar', 'rooftop bar', 'karaoke', 'dance club', 'jazz bar', 'natural wine', 'happy hour', 'late night eats'],
    venueTypes: ['bar', 'club', 'lounge', 'wine_bar'],
    thingType: 'drink', thingRoutingClass: 'CreativeWork',
    thingWords: ['Yuzu Highball', 'Smoked Negroni', 'Orange Wine', 'Espresso Martini', 'Paloma', 'Sake Flight', 'Mezcal Sour', 'Dirty Martini', 'Spritz', 'Pisco Sour'],
  },
  {
    name: 'beauty', share: 5, routingClass: 'Product', intents: ['buy', 'learn'],
    nouns: ['skincare routine', 'serum', 'haircut', 'nail art', 'sunscreen', 'makeup look', 'fragrance', 'hair care'],
    venueTypes: ['salon', 'spa', 'barber'],
    thingType: 'product', thingRoutingClass: 'Product',
    thingWords: ['Vitamin C Serum', 'Mineral Sunscreen', 'Lip Oil', 'Clay Mask', 'Retinol Cream', 'Hair Oil', 'Cushion Foundation', 'Eau de Parfum', 'Brow Gel', 'Cleansing Balm'],
  },
  {
    name: 'home', share: 5, routingClass: 'CreativeWork', intents: ['inspiration', 'diy', 'buy'],
    nouns: ['living room', 'plant care', 'small kitchen', 'bookshelf', 'balcony garden', 'renovation', 'organisation hack', 'rug', 'gallery wall', 'DIY shelf'],
    venueTypes: ['furniture_store', 'garden_center', 'shop'],
    thingType: 'guide', thingRoutingClass: 'CreativeWork',
    thingWords: ['Monstera Care Guide', 'Small Space Makeover', 'Pantry Organisation', 'Gallery Wall Layout', 'Balcony Herb Garden', 'Limewash Walls', 'Floating Shelves', 'Reading Nook', 'Closet Refresh', 'Lighting Plan'],
  },
  {
    name: 'entertainment', share: 4, routingClass: 'CreativeWork', intents: ['watch_later', 'read_later', 'save_for_later'],
    nouns: ['movie', 'series', 'book', 'podcast', 'album', 'documentary', 'anime', 'video game', 'playlist', 'novel'],
    venueTypes: ['cinema', 'theatre', 'bookstore', 'record_store'],
    thingType: 'creative_work', thingRoutingClass: 'CreativeWork',
    thingWords: ['The Long Summer', 'Midnight Library', 'City of Glass', 'Blue Hour', 'Slow Horses', 'Perfect Days', 'The Bear', 'Kind of Blue', 'Tomorrow and Tomorrow', 'Past Lives'],
  },
];

export const TITLE_OPENERS = [
  'The best', 'Hidden', 'Must-try', 'Easy', 'Weekend', 'Cheap', 'Top 10', 'My favourite', 'Underrated', 'Viral',
  'Cozy', 'Perfect', 'Ultimate guide to', 'Honest review:', 'Quick', 'Local', 'Legendary', 'New', 'Secret', 'Healthy',
];

export const TITLE_CLOSERS = [
  'in New York', 'in London', 'in Paris', 'in Tokyo', 'in Los Angeles', 'in Barcelona', 'in Mexico City', 'in Sydney',
  'you need to try', 'for beginners', 'under $20', 'this weekend', 'in 15 minutes', 'worth the hype', 'locals love',
  'for a rainy day', 'to save for later', 'with friends', 'on a budget', '',
];

/** General words for captions: enough variety that search terms match a realistic share of posts. */
export const CAPTION_WORDS = [
  'the', 'a', 'and', 'with', 'for', 'this', 'that', 'best', 'spot', 'place', 'really', 'honestly', 'amazing', 'cozy',
  'little', 'hidden', 'gem', 'favourite', 'weekend', 'morning', 'evening', 'sunset', 'brunch', 'dinner', 'lunch',
  'coffee', 'espresso', 'matcha', 'ramen', 'noodles', 'pizza', 'tacos', 'sushi', 'dumplings', 'pastry', 'croissant',
  'sourdough', 'bakery', 'market', 'garden', 'rooftop', 'view', 'river', 'beach', 'park', 'museum', 'gallery',
  'street', 'neighbourhood', 'downtown', 'vintage', 'thrift', 'shop', 'boutique', 'linen', 'denim', 'ceramic',
  'workout', 'stretch', 'yoga', 'pilates', 'run', 'strength', 'mobility', 'recipe', 'easy', 'quick', 'healthy',
  'creamy', 'spicy', 'crispy', 'fresh', 'seasonal', 'homemade', 'vegan', 'vegetarian', 'gluten', 'free', 'cheap',
  'budget', 'luxury', 'date', 'night', 'friends', 'family', 'kids', 'dog', 'friendly', 'open', 'late', 'early',
  'reservation', 'walk', 'in', 'queue', 'worth', 'it', 'wait', 'price', 'menu', 'special', 'seasonal', 'tasting',
  'chef', 'owner', 'tiny', 'huge', 'portion', 'share', 'save', 'later', 'trip', 'itinerary', 'guide', 'tips',
  'festival', 'concert', 'tickets', 'popup', 'exhibition', 'jazz', 'vinyl', 'records', 'books', 'reading', 'film',
  'series', 'podcast', 'skincare', 'serum', 'sunscreen', 'haircut', 'nails', 'fragrance', 'plants', 'shelf',
  'kitchen', 'living', 'room', 'balcony', 'renovation', 'lamp', 'rug', 'sneakers', 'jacket', 'backpack', 'watch',
  'new', 'york', 'london', 'paris', 'tokyo', 'los', 'angeles', 'barcelona', 'mexico', 'city', 'sydney', 'brooklyn',
  'soho', 'shibuya', 'marais', 'shoreditch', 'silverlake', 'gothic', 'quarter', 'roma', 'norte', 'bondi', 'harbour',
  'you', 'need', 'to', 'try', 'go', 'back', 'again', 'every', 'single', 'time', 'must', 'definitely', 'bookmark',
];

export const HASHTAGS = [
  'foodie', 'travel', 'nyc', 'london', 'paris', 'tokyo', 'la', 'brunch', 'coffee', 'ramen', 'pizza', 'tacos', 'sushi',
  'hiddengem', 'weekendvibes', 'recipe', 'easyrecipes', 'mealprep', 'workout', 'yoga', 'pilates', 'fitness',
  'ootd', 'vintage', 'thrift', 'skincare', 'plants', 'homedecor', 'diy', 'booktok', 'moviestowatch', 'jazz',
  'festival', 'nightlife', 'cocktails', 'wine', 'datenight', 'budgettravel', 'roadtrip', 'sunset', 'beach', 'hike',
  'streetfood', 'bakery', 'dessert', 'vegan', 'glutenfree', 'localeats', 'citybreak', 'musttry',
];

export const PLATFORMS = [
  { name: 'instagram', share: 50, attachment: 'ig_reel' },
  { name: 'tiktok', share: 35, attachment: 'video' },
  { name: 'x', share: 15, attachment: 'share' },
] as const;

export const NAME_OPENERS = [
  'Golden', 'Blue', 'Little', 'Old', 'Lucky', 'Red', 'Green', 'Silver', 'Sunny', 'Wild', 'Hidden', 'Corner', 'Royal',
  'Happy', 'Tiny', 'Black', 'White', 'Secret', 'Urban', 'Salty', 'Sweet', 'Smoky', 'Crooked', 'Rusty', 'Velvet',
  'Copper', 'Paper', 'Stone', 'Iron', 'Maple', 'Cedar', 'Olive', 'Lemon', 'Cherry', 'Plum', 'Fig', 'Juniper', 'Saffron',
  'Indigo', 'Amber', 'Coral', 'Jade', 'Ivory', 'Scarlet', 'North', 'South', 'East', 'West', 'Upper', 'Lower',
  'Midnight', 'Morning', 'Harbour', 'River', 'Hill', 'Park', 'Market', 'Bridge', 'Lantern', 'Anchor',
];

export const NAME_CORES = [
  'Lotus', 'Door', 'Fox', 'Garden', 'Harbor', 'Oak', 'Owl', 'Bear', 'Moon', 'Sun', 'Star', 'Rabbit', 'Tiger', 'Crane',
  'Swan', 'Wolf', 'Heron', 'Sparrow', 'Finch', 'Pine', 'Willow', 'Fern', 'Ivy', 'Rose', 'Tulip', 'Daisy', 'Pearl',
  'Shell', 'Wave', 'Tide', 'Cloud', 'Rain', 'Snow', 'Ember', 'Flame', 'Spark', 'Bell', 'Key', 'Lamp', 'Table', 'Spoon',
  'Kettle', 'Barrel', 'Crate', 'Basket', 'Window', 'Arch', 'Tower', 'Alley', 'Lane', 'Yard', 'Mill', 'Dock', 'Pier',
  'Orchard', 'Meadow', 'Grove', 'Canyon', 'Valley', 'Summit',
];

/** What a place of each type is called after its name ("Golden Lotus Ramen"). */
export const VENUE_WORDS: Record<string, string[]> = {
  restaurant: ['Ramen', 'Trattoria', 'Taqueria', 'Izakaya', 'Bistro', 'Kitchen', 'Noodle House', 'Sushi Bar', 'Dim Sum', 'Grill', 'Pho', 'Diner'],
  cafe: ['Cafe', 'Coffee', 'Espresso Bar', 'Tea Room', 'Roasters'],
  bakery: ['Bakery', 'Patisserie', 'Boulangerie', 'Bagels', 'Donuts'],
  bar: ['Bar', 'Tavern', 'Pub', 'Cocktail Club', 'Brewery'],
  food_truck: ['Tacos', 'Dumpling Truck', 'Burger Truck', 'Crepes'],
  hotel: ['Hotel', 'Inn', 'Hostel', 'Lodge', 'Suites'],
  museum: ['Museum', 'Collection', 'Gallery', 'Archive'],
  park: ['Park', 'Gardens', 'Green', 'Commons'],
  beach: ['Beach', 'Cove', 'Bay'],
  viewpoint: ['Lookout', 'Viewpoint', 'Overlook'],
  landmark: ['Tower', 'Bridge', 'Square', 'Steps'],
  market: ['Market', 'Food Hall', 'Bazaar'],
  grocery: ['Grocer', 'Deli', 'Provisions'],
  kitchen_store: ['Kitchen Supply', 'Cookshop'],
  gym: ['Gym', 'Fitness', 'Strength Club', 'Athletics'],
  studio: ['Yoga Studio', 'Pilates Studio', 'Movement', 'Barre'],
  climbing_gym: ['Climbing', 'Boulders', 'Crag'],
  pool: ['Pool', 'Lido', 'Baths'],
  venue: ['Hall', 'Arena', 'Stage', 'Warehouse'],
  theatre: ['Theatre', 'Playhouse', 'Cinema'],
  gallery: ['Gallery', 'Projects', 'Space'],
  club: ['Club', 'Disco', 'Lounge'],
  shop: ['Shop', 'Store', 'Supply', 'Goods'],
  boutique: ['Boutique', 'Atelier', 'Studio'],
  bookstore: ['Books', 'Bookshop', 'Reading Room'],
  vintage_store: ['Vintage', 'Thrift', 'Second Hand'],
  lounge: ['Lounge', 'Listening Bar', 'Hi-Fi'],
  wine_bar: ['Wine Bar', 'Cave', 'Enoteca'],
  salon: ['Salon', 'Hair Studio', 'Nail Bar'],
  spa: ['Spa', 'Bathhouse', 'Sauna'],
  barber: ['Barber', 'Barbershop'],
  furniture_store: ['Furniture', 'Home', 'Design Store'],
  garden_center: ['Nursery', 'Plant Shop', 'Greenhouse'],
  cinema: ['Cinema', 'Picturehouse', 'Film Club'],
  record_store: ['Records', 'Vinyl', 'Sound'],
};

export const STREETS = [
  'Main St', 'High St', 'Market St', 'Park Ave', 'Church Rd', 'Station Rd', 'Mill Ln', 'King St', 'Queen St', 'Bridge St',
  'Canal St', 'Garden Row', 'Harbour Rd', 'River Walk', 'Elm St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Bay St', 'Hill Rd',
];

export interface City {
  name: string;
  country: string;
  lat: number;
  lng: number;
  /** Share of places, in percent (the shares add up to 100). */
  share: number;
  phonePrefix: string;
}

export const CITIES: City[] = [
  { name: 'New York', country: 'US', lat: 40.7128, lng: -74.006, share: 25, phonePrefix: '+1 212' },
  { name: 'London', country: 'GB', lat: 51.5074, lng: -0.1278, share: 15, phonePrefix: '+44 20' },
  { name: 'Paris', country: 'FR', lat: 48.8566, lng: 2.3522, share: 14, phonePrefix: '+33 1' },
  { name: 'Tokyo', country: 'JP', lat: 35.6762, lng: 139.6503, share: 14, phonePrefix: '+81 3' },
  { name: 'Los Angeles', country: 'US', lat: 34.0522, lng: -118.2437, share: 14, phonePrefix: '+1 323' },
  { name: 'Barcelona', country: 'ES', lat: 41.3874, lng: 2.1686, share: 6, phonePrefix: '+34 93' },
  { name: 'Mexico City', country: 'MX', lat: 19.4326, lng: -99.1332, share: 6, phonePrefix: '+52 55' },
  { name: 'Sydney', country: 'AU', lat: -33.8688, lng: 151.2093, share: 6, phonePrefix: '+61 2' },
];

export const TAG_NAMES = [
  'Date night', 'Weekend', 'Must try', 'Bucket list', 'Cheap eats', 'With kids', 'Rainy day', 'Brunch', 'Coffee',
  'Vegan', 'Birthday ideas', 'Gift ideas', 'Summer', 'Winter', 'Road trip', 'Japan trip', 'London trip', 'Paris trip',
  'NYC', 'LA', 'Home gym', 'Morning routine', 'Meal prep', 'Baking', 'Dinner party', 'Cocktails', 'Wine', 'Books',
  'Movies', 'Podcasts', 'Skincare', 'Wardrobe', 'Apartment', 'Plants', 'DIY', 'Work', 'Inspiration', 'Later',
  'Favourites', 'Friends', 'Family', 'Anniversary', 'Solo', 'Outdoors', 'Museums', 'Live music', 'Markets',
  'Street food', 'Fine dining', 'Hidden gems',
];
