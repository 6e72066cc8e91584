export default function Home() {
  return <h1>Sulawesi</h1>;
}
