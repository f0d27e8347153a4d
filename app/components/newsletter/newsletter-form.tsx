// Owned by the newsletter work (issue 4): subscribe form used in the footer and on the blog.
// `source` is stored with the subscriber (website, blog, landing-page...).
export function NewsletterForm({ source }: { source: string }) {
  return <p data-source={source}>Newsletter sign-up is on its way.</p>;
}
