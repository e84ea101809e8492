/** Placeholder until its issue lands: keeps the route table complete and every path answering. */
export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-bold">Dashboard profile</h1>
    </section>
  );
}
