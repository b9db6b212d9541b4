/**
 * A real S3-compatible server for tests: s3rver (npm) on 127.0.0.1, a free port, a temporary
 * directory. Run as its own process with --openssl-legacy-provider: s3rver encrypts its
 * list continuation tokens with DES, which Node 17+ only has in OpenSSL's legacy provider.
 * Prints {"port": N} on stdout once it listens; stops on SIGTERM. Usage: node ... s3-server.mjs DIR BUCKET
 */
import S3rver from 's3rver';

const [dir, bucket] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
