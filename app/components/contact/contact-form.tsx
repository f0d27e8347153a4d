// Owned by the contact-form work (issue 4): the project-brief form of 000 sections 2, 5, 7, 8.
// The public site places it below the pages the specification lists, inside <section id="contact">.
export function ContactForm() {
  return <p>The contact form is on its way.</p>;
}
