/**
 * More restaurants, 20 per zone, each with a short menu picked from MENU (seedFoodExtras in
 * catalog-food.ts), so each zone lists more than two pages of food stores. Same line format as
 * the restaurants in catalog-food.ts (see parseStores): the last field is the menu's categories.
 * Append new lines at the end: a line's position decides its draws.
 */
import { parseStores } from './stores';

export const EXTRA_RESTAURANTS = parseStores([
  // Riverton West
  'Tandoori Nights|west|fire|Clay-oven tandoori and rich curries|Tandoori al horno de barro y currys intensos|Tandoori au four en terre et currys généreux|hours=split schedule|Biryani & Curry,Kebabs & Grill',
  'Napoli Slice|west|pizza|Neapolitan pizza by the slice|Pizza napolitana por porciones|Pizza napolitaine à la part|time=15-25|Pizza',
  'The Ramen Lab|west|noodles|Rich broths and hand-pulled noodles|Caldos intensos y fideos estirados a mano|Bouillons riches et nouilles étirées à la main|hours=late|Noodles & Ramen',
  'Olive & Fig Mezze|west|leaf|Mediterranean mezze and grilled plates|Mezze mediterráneo y platos a la parrilla|Mezzés méditerranéens et grillades|free|Salads & Bowls,Kebabs & Grill',
  'Bean Counter Coffee|west|cup|Espresso bar with pastries all day|Barra de espresso con bollería todo el día|Bar à espresso et viennoiseries toute la journée|hours=weekdays tax=0|Coffee & Drinks,Breakfast',
  'Wok This Way|west|noodles|Fast, fiery wok dishes|Platos al wok rápidos y picantes|Plats au wok rapides et relevés|time=20-30|Chinese',
  'Smokehouse 41|west|fire|Slow-smoked meats from the grill|Carnes ahumadas lentamente a la parrilla|Viandes fumées lentement sur le gril|hours=closedSun min=1000|Kebabs & Grill,Burgers',
  'Little Tokyo Sushi Bar|west|fish|Omakase-style sushi, delivered|Sushi estilo omakase a domicilio|Sushi façon omakase, livré chez vous|self=70/249/999 time=30-45|Sushi',
  'Casa Verde Taqueria|west|taco|Mexican street food with fresh salsas|Comida callejera mexicana con salsas frescas|Cuisine de rue mexicaine et salsas fraîches|schedule|Mexican',
  'Maple & Oat Bakery|west|bread|Sourdough, cakes and morning bakes|Masa madre, tartas y horneados de la mañana|Pain au levain, gâteaux et fournées du matin|hours=closedSun tax=0|Desserts,Breakfast',
  'Harvest Table|west|leaf|Seasonal salads and grain bowls|Ensaladas de temporada y bowls de cereales|Salades de saison et bols de céréales|free vegonly|Salads & Bowls',
  'Bombay Express|west|fire|Quick Indian curries and biryani|Currys indios y biryani al momento|Currys indiens et biryani express|time=20-30 min=500|Biryani & Curry',
  'Stacks Burger Bar|west|burger|Stacked burgers and crispy sides|Hamburguesas altas y guarniciones crujientes|Burgers généreux et accompagnements croustillants|hours=late|Burgers',
  'Pho Saigon|west|noodles|Vietnamese pho and rice noodles|Pho vietnamita y fideos de arroz|Phở vietnamien et nouilles de riz|tax=7.5|Noodles & Ramen',
  'Gelato Piazza|west|dessert|Italian gelato churned daily|Gelato italiano elaborado cada día|Gelato italien turbiné chaque jour|hours=closedFri|Desserts',
  'Morning Glory Diner|west|egg|Diner breakfasts and bottomless coffee|Desayunos de diner y café sin límite|Petits-déjeuners de diner et café à volonté|hours=weekdays schedule|Breakfast,Coffee & Drinks',
  'Seoul Kitchen|west|noodles|Korean-inspired bowls and noodles|Bowls y fideos de inspiración coreana|Bols et nouilles d’inspiration coréenne|min=700|Noodles & Ramen,Salads & Bowls',
  'Crust & Crumb Pizza Co.|west|pizza|Sourdough pizza and garlic bread|Pizza de masa madre y pan de ajo|Pizza au levain et pain à l’ail|self=60/199/799|Pizza,Desserts',
  'Lotus Garden|west|leaf|Vegetarian Chinese home cooking|Cocina china casera vegetariana|Cuisine chinoise familiale végétarienne|vegonly|Chinese,Salads & Bowls',
  'Riverside Kebab House|west|fire|Doner, shish and fresh flatbreads|Döner, shish y pan plano recién hecho|Döner, brochettes et galettes fraîches|hours=always notakeaway|Kebabs & Grill',
  // Riverton East
  'Saffron Palace|east|fire|Mughlai biryanis and kormas|Biryanis y kormas de la cocina mogol|Biryanis et kormas de la cuisine moghole|hours=split schedule min=1200|Biryani & Curry',
  'Pizza Fabbrica|east|pizza|Roman-style pizza al taglio|Pizza al taglio al estilo romano|Pizza al taglio à la romaine|hours=late|Pizza',
  'Dumpling Dynasty|east|noodles|Handmade dumplings and noodle soups|Dumplings caseros y sopas de fideos|Raviolis faits main et soupes de nouilles|tax=7.5|Chinese,Noodles & Ramen',
  'The Daily Grind|east|cup|Neighbourhood coffee and quick bites|Café de barrio y bocados rápidos|Café de quartier et en-cas rapides|hours=weekdays|Coffee & Drinks',
  'Fire & Smoke BBQ|east|fire|Charcoal grill platters and wraps|Parrilladas al carbón y wraps|Plateaux grillés au charbon et wraps|min=1500 time=35-50|Kebabs & Grill',
  'Poke Paradise|east|fish|Poke and sushi bowls made your way|Poke y bowls de sushi a tu gusto|Poke et bols de sushi à composer|free|Sushi,Salads & Bowls',
  'El Camino Cantina|east|taco|Tex-Mex favourites and loaded nachos|Favoritos tex-mex y nachos cargados|Classiques tex-mex et nachos garnis|hours=closedSun|Mexican',
  'Brunch & Co.|east|egg|Weekend-worthy brunch every day|Brunch de fin de semana todos los días|Un brunch digne du week-end tous les jours|schedule|Breakfast,Coffee & Drinks',
  'Patty Shack|east|burger|Juicy burgers and hand-cut fries|Hamburguesas jugosas y patatas cortadas a mano|Burgers juteux et frites coupées à la main|self=50/149/699|Burgers',
  'Udon House Kaze|east|noodles|Thick udon and Japanese comfort food|Udon grueso y cocina japonesa reconfortante|Udon épais et cuisine japonaise réconfortante|time=25-35|Noodles & Ramen,Sushi',
  'Sugar Bloom Cakes|east|dessert|Layer cakes and cheesecake by the slice|Tartas por capas y tarta de queso por porciones|Gâteaux à étages et cheesecake à la part|hours=closedSun tax=0|Desserts,Coffee & Drinks',
  'Sprout & Grain|east|leaf|Vegetarian bowls, wraps and tacos|Bowls, wraps y tacos vegetarianos|Bols, wraps et tacos végétariens|vegonly|Salads & Bowls,Mexican',
  'Curry Leaf|east|fire|Home-style curries and biryani|Currys caseros y biryani|Currys maison et biryani|hours=closedFri|Biryani & Curry',
  'Hong Kong Kitchen|east|noodles|Cantonese wok classics and dim sum|Clásicos cantoneses al wok y dim sum|Classiques cantonais au wok et dim sum|hours=split|Chinese',
  'Anatolia Grill|east|fire|Turkish grill, mezze and flatbreads|Parrilla turca, mezze y panes planos|Grillades turques, mezzés et galettes|hours=always|Kebabs & Grill,Salads & Bowls',
  'Slice of Brooklyn|east|pizza|New York-style pizza, big and foldable|Pizza estilo Nueva York, grande y plegable|Pizza new-yorkaise, grande et pliable|time=20-30 min=800|Pizza',
  'Matcha & Co.|east|cup|Matcha, coffee and sweet treats|Matcha, café y dulces|Matcha, café et douceurs|tax=0|Coffee & Drinks,Desserts',
  'Nacho Average Taco|east|taco|Playful tacos and late-night burritos|Tacos divertidos y burritos nocturnos|Tacos ludiques et burritos de fin de soirée|hours=late|Mexican',
  'Blue Fin Sushi|east|fish|Nigiri, maki and teriyaki bowls|Nigiris, makis y bowls teriyaki|Nigiris, makis et bols teriyaki|hours=closedFri time=30-40|Sushi',
  'Uptown Waffle House|east|egg|Waffles, pancakes and milkshakes|Gofres, tortitas y batidos|Gaufres, pancakes et milk-shakes|notakeaway|Breakfast,Coffee & Drinks',
]);
