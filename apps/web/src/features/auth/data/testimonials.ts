/** Static quotes for the sign-in side panels (PRODUCT.md §3 Testimonial: name, role, location, rating, quote, stats). */
export interface Testimonial {
  name: string;
  role: string;
  location: string;
  rating: number;
  quote: string;
  stats: string;
}

export const AUTH_TESTIMONIALS: Testimonial[] = [
  {
    name: 'Maria Alvarez',
    role: 'Listing Agent, Coastline Realty',
    location: 'San Diego, CA',
    rating: 5,
    quote:
      'I post every new listing to Marketplace and LinkedIn before my coffee gets cold. It used to take me an hour.',
    stats: '3x more buyer inquiries',
  },
  {
    name: 'David Chen',
    role: 'Broker Associate',
    location: 'Austin, TX',
    rating: 5,
    quote:
      'One click on Zillow and the posts are written, photos included. My team finally posts consistently.',
    stats: '10 hours saved every week',
  },
  {
    name: 'Tanya Brooks',
    role: 'Realtor, Keystone Homes',
    location: 'Columbus, OH',
    rating: 5,
    quote: 'The Fair Housing check gives me peace of mind. The drafts read like I wrote them myself.',
    stats: '42 listings promoted last quarter',
  },
];
