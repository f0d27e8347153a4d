/** The footer's inspirational quotes: exactly 15 entries (000 sections 3 and 9). */
export const quotes = [
  { text: "The best way to predict the future is to create it.", author: "Peter Drucker" },
  { text: "Creativity is intelligence having fun.", author: "Albert Einstein" },
  { text: "Design is the silent ambassador of your brand.", author: "Paul Rand" },
  { text: "Good design is good business.", author: "Thomas J. Watson Jr." },
  { text: "People don't buy what you do; they buy why you do it.", author: "Simon Sinek" },
  { text: "Content is fire; social media is gasoline.", author: "Jay Baer" },
  { text: "Quality is not an act, it is a habit.", author: "Aristotle" },
  { text: "Stay hungry, stay foolish.", author: "Steve Jobs" },
  { text: "Done is better than perfect.", author: "Sheryl Sandberg" },
  { text: "The details are not the details. They make the design.", author: "Charles Eames" },
  { text: "Your brand is what people say about you when you're not in the room.", author: "Jeff Bezos" },
  { text: "Innovation distinguishes between a leader and a follower.", author: "Steve Jobs" },
  { text: "Whatever you are, be a good one.", author: "Abraham Lincoln" },
  { text: "Act as if what you do makes a difference. It does.", author: "William James" },
  { text: "Great things are done by a series of small things brought together.", author: "Vincent van Gogh" },
] as const;

export type Quote = (typeof quotes)[number];
