// Scaffold while issue 11 is being built; replaced by the page itself.
export default function Page() {
  return <h1>newsletter-unsubscribe</h1>;
}
