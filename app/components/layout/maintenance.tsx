/** What visitors see while maintenanceMode is on (the server answers 503 with Retry-After). */
export function Maintenance({ message }: { message: string }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <title>Down for maintenance</title>
      <h1 className="text-3xl font-bold">Down for maintenance</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{message}</p>
    </main>
  );
}
