import { useEffect, useState } from "react";

const utc = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * A date and time in the reader's own time zone. The server does not know that zone, so the first
 * render (server and hydration) shows UTC and the browser then switches to local time.
 */
export function LocalTime({ value }: { value: string | Date }) {
  const date = new Date(value);
  const [text, setText] = useState(() => `${utc.format(date)} UTC`);
  const time = date.getTime();
  useEffect(() => {
    setText(
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(time)),
    );
  }, [time]);
  return <time dateTime={date.toISOString()}>{text}</time>;
}
