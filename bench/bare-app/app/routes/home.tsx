import { useState } from "react";
import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "Bare React Router page" }, { name: "description", content: "The benchmark baseline." }];
}

export function loader() {
  return {
    items: Array.from({ length: 40 }, (_, i) => ({
      id: i,
      title: `Item ${i + 1}`,
      text: "A short line of text.",
    })),
  };
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  // The reference control of `npm run bench:interaction`: a click that changes React state.
  const [details, setDetails] = useState(false);
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 720, margin: "0 auto", padding: 16 }}>
      <h1>A bare React Router page</h1>
      <p>Server-rendered and hydrated by the framework, nothing more: the baseline of npm run bench.</p>
      <button type="button" aria-expanded={details} onClick={() => setDetails(!details)}>
        {details ? "Hide details" : "Show details"}
      </button>
      {details && <p id="details">Rendered by React on a click.</p>}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <strong>{item.title}</strong> {item.text}
          </li>
        ))}
      </ul>
    </main>
  );
}
