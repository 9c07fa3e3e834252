import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.Executors;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The SIA demo app (docs/deployments.md "Drivers"): a jar a buyer deploys into their tenant space to see the
 * platform run it. Plain JDK only. It serves `/` (an HTML page: its version and whether it reached its database) and
 * `/health` (`{"status":"UP","database":"connected"|"unreachable"|"not configured"}`), on `PORT` of `HOST`. Its
 * database check is a real PostgreSQL login without a JDBC driver: the startup message, then SCRAM-SHA-256 (or MD5,
 * or cleartext, whichever the server asks for) with `DB_PASSWORD`, read until the server is ready for a query.
 */
public final class DemoApp {
  /** The app's version, shown on its page. */
  static final String VERSION = "1.0.0";

  private static final int TIMEOUT_MS = 3000;

  /** The last database check and when it ran: health checks come every few seconds, logins are not free. */
  private static volatile String[] lastCheck;

  private static volatile long lastCheckAt;

  private DemoApp() {}

  public static void main(String[] args) throws IOException {
    int port = Integer.parseInt(env("PORT", "8080"));
    String host = env("HOST", "0.0.0.0");
    HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 0);
    server.createContext("/", DemoApp::handle);
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.start();
    System.out.println("SIA Demo App " + VERSION + " listening on " + host + ":" + port);
  }

  private static String env(String name, String fallback) {
    String value = System.getenv(name);
    return value == null || value.isEmpty() ? fallback : value;
  }

  private static void handle(HttpExchange exchange) throws IOException {
    try {
      String path = exchange.getRequestURI().getPath();
      // Behind the platform the prefix is stripped; reached with it (another proxy), it is read the same.
      String base = env("BASE_PATH", "");
      if (!base.isEmpty() && path.startsWith(base)) path = path.substring(base.length());
      if (path.isEmpty()) path = "/";
      if (path.equals("/health")) {
        String[] db = database();
        String body = "{\"status\":\"UP\",\"database\":\"" + db[0] + "\""
            + (db[1].isEmpty() ? "" : ",\"message\":\"" + json(db[1]) + "\"") + "}";
        send(exchange, 200, "application/json", body);
      } else if (path.equals("/")) {
        send(exchange, 200, "text/html; charset=utf-8", page(base));
      } else {
        send(exchange, 404, "text/plain; charset=utf-8", "Not found");
      }
    } catch (RuntimeException error) {
      send(exchange, 500, "text/plain; charset=utf-8", "Internal error");
    }
  }

  private static void send(HttpExchange exchange, int status, String type, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    boolean head = "HEAD".equals(exchange.getRequestMethod());
    exchange.sendResponseHeaders(status, head ? -1 : bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      if (!head) out.write(bytes);
    }
  }

  private static String page(String base) {
    String[] db = database();
    boolean connected = db[0].equals("connected");
    return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>SIA Demo App</title></head>"
        + "<body style=\"font-family:sans-serif;margin:3rem\"><h1>SIA Demo App</h1>"
        + "<p>Version <strong id=\"version\">" + VERSION + "</strong>, deployment revision "
        + html(env("APP_REVISION", "-")) + "</p>"
        + "<p id=\"database\">Database: <strong>" + (connected ? "connected" : db[0]) + "</strong>"
        + (db[1].isEmpty() ? "" : " (" + html(db[1]) + ")") + "</p>"
        + "<p><a href=\"" + html(base) + "/health\">Health</a></p></body></html>";
  }

  private static String html(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  private static String json(String text) {
    StringBuilder out = new StringBuilder();
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.toString();
  }

  /** `{state, message}`: connected, unreachable (with why) or not configured; checked at most every 5 s. */
  static String[] database() {
    long now = System.currentTimeMillis();
    String[] cached = lastCheck;
    if (cached != null && now - lastCheckAt < 5000) return cached;
    String host = System.getenv("DB_HOST");
    String[] result;
    if (host == null || host.isEmpty()) {
      result = new String[] {"not configured", ""};
    } else {
      try {
        login(host, Integer.parseInt(env("DB_PORT", "5432")), env("DB_NAME", "postgres"), env("DB_USER", "postgres"),
            env("DB_PASSWORD", ""));
        result = new String[] {"connected", ""};
      } catch (Exception error) {
        result = new String[] {"unreachable", String.valueOf(error.getMessage())};
      }
    }
    lastCheck = result;
    lastCheckAt = now;
    return result;
  }

  /** Logs in to PostgreSQL (protocol 3.0) and returns once the server is ready for a query; throws with its error. */
  static void login(String host, int port, String database, String user, String password) throws Exception {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(host, port), TIMEOUT_MS);
      socket.setSoTimeout(TIMEOUT_MS);
      DataInputStream in = new DataInputStream(socket.getInputStream());
      OutputStream out = socket.getOutputStream();
      ByteArrayOutputStream startup = new ByteArrayOutputStream();
      writeInt(startup, 196608);
      for (String part : new String[] {"user", user, "database", database, "application_name", "sia-demo-app"}) {
        cstring(startup, part);
      }
      startup.write(0);
      out.write(withLength(startup.toByteArray()));
      out.flush();
      Scram scram = null;
      while (true) {
        int type = in.read();
        if (type < 0) throw new IOException("The server closed the connection");
        int length = in.readInt();
        byte[] body = new byte[length - 4];
        in.readFully(body);
        if (type == 'E') throw new IOException(errorMessage(body));
        if (type == 'Z') {
          out.write(new byte[] {'X', 0, 0, 0, 4});
          out.flush();
          return;
        }
        if (type != 'R') continue;
        ByteBuffer data = ByteBuffer.wrap(body);
        int code = data.getInt();
        if (code == 0) continue;
        if (code == 3) {
          message(out, 'p', cstringBytes(password));
        } else if (code == 5) {
          byte[] salt = new byte[4];
          data.get(salt);
          String inner = hex(md5((password + user).getBytes(StandardCharsets.UTF_8)));
          byte[] salted = concat(inner.getBytes(StandardCharsets.US_ASCII), salt);
          message(out, 'p', cstringBytes("md5" + hex(md5(salted))));
        } else if (code == 10) {
          String mechanisms = new String(body, 4, body.length - 4, StandardCharsets.UTF_8);
          if (!mechanisms.contains("SCRAM-SHA-256")) throw new IOException("No supported SASL mechanism");
          scram = new Scram(password);
          byte[] first = scram.clientFirst().getBytes(StandardCharsets.UTF_8);
          ByteArrayOutputStream initial = new ByteArrayOutputStream();
          cstring(initial, "SCRAM-SHA-256");
          writeInt(initial, first.length);
          initial.write(first);
          message(out, 'p', initial.toByteArray());
        } else if (code == 11 && scram != null) {
          String serverFirst = new String(body, 4, body.length - 4, StandardCharsets.UTF_8);
          message(out, 'p', scram.clientFinal(serverFirst).getBytes(StandardCharsets.UTF_8));
        } else if (code == 12 && scram != null) {
          scram.verify(new String(body, 4, body.length - 4, StandardCharsets.UTF_8));
        } else {
          throw new IOException("Unsupported authentication request " + code);
        }
      }
    }
  }

  /** SCRAM-SHA-256 (RFC 5802, 7677) as PostgreSQL runs it: no channel binding, the user name left empty. */
  static final class Scram {
    private final String password;
    private final String clientNonce;
    private String authMessage;
    private byte[] saltedPassword;

    Scram(String password) {
      this.password = password;
      byte[] random = new byte[18];
      new SecureRandom().nextBytes(random);
      this.clientNonce = Base64.getEncoder().encodeToString(random);
    }

    String clientFirst() {
      return "n,," + "n=,r=" + clientNonce;
    }

    String clientFinal(String serverFirst) throws Exception {
      String nonce = attribute(serverFirst, 'r');
      if (!nonce.startsWith(clientNonce)) throw new IOException("SCRAM: the server's nonce does not extend ours");
      byte[] salt = Base64.getDecoder().decode(attribute(serverFirst, 's'));
      int iterations = Integer.parseInt(attribute(serverFirst, 'i'));
      SecretKeyFactory factory = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
      saltedPassword =
          factory.generateSecret(new PBEKeySpec(password.toCharArray(), salt, iterations, 256)).getEncoded();
      byte[] clientKey = hmac(saltedPassword, "Client Key");
      byte[] storedKey = MessageDigest.getInstance("SHA-256").digest(clientKey);
      String withoutProof = "c=biws,r=" + nonce;
      authMessage = "n=,r=" + clientNonce + "," + serverFirst + "," + withoutProof;
      byte[] signature = hmac(storedKey, authMessage);
      byte[] proof = new byte[clientKey.length];
      for (int i = 0; i < proof.length; i++) proof[i] = (byte) (clientKey[i] ^ signature[i]);
      return withoutProof + ",p=" + Base64.getEncoder().encodeToString(proof);
    }

    void verify(String serverFinal) throws Exception {
      byte[] expected = hmac(hmac(saltedPassword, "Server Key"), authMessage);
      byte[] given = Base64.getDecoder().decode(attribute(serverFinal, 'v'));
      if (!MessageDigest.isEqual(expected, given)) throw new IOException("SCRAM: the server's signature is wrong");
    }

    private static String attribute(String message, char name) throws IOException {
      for (String part : message.split(",")) {
        if (part.length() > 1 && part.charAt(0) == name && part.charAt(1) == '=') return part.substring(2);
      }
      throw new IOException("SCRAM: no " + name + " in the server's message");
    }

    private static byte[] hmac(byte[] key, String text) throws Exception {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
    }
  }

  private static String errorMessage(byte[] body) {
    StringBuilder message = new StringBuilder();
    int i = 0;
    while (i < body.length && body[i] != 0) {
      byte field = body[i++];
      int end = i;
      while (end < body.length && body[end] != 0) end++;
      String value = new String(body, i, end - i, StandardCharsets.UTF_8);
      if (field == 'M') message.append(value);
      i = end + 1;
    }
    return message.length() == 0 ? "The server refused the login" : message.toString();
  }

  private static void message(OutputStream out, char type, byte[] payload) throws IOException {
    ByteArrayOutputStream frame = new ByteArrayOutputStream();
    frame.write(type);
    frame.write(withLength(payload));
    out.write(frame.toByteArray());
    out.flush();
  }

  private static byte[] withLength(byte[] payload) {
    return ByteBuffer.allocate(payload.length + 4).putInt(payload.length + 4).put(payload).array();
  }

  private static void writeInt(ByteArrayOutputStream out, int value) {
    out.writeBytes(ByteBuffer.allocate(4).putInt(value).array());
  }

  private static void cstring(ByteArrayOutputStream out, String text) {
    out.writeBytes(cstringBytes(text));
  }

  private static byte[] cstringBytes(String text) {
    return concat(text.getBytes(StandardCharsets.UTF_8), new byte[] {0});
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] joined = new byte[a.length + b.length];
    System.arraycopy(a, 0, joined, 0, a.length);
    System.arraycopy(b, 0, joined, a.length, b.length);
    return joined;
  }

  private static byte[] md5(byte[] data) throws Exception {
    return MessageDigest.getInstance("MD5").digest(data);
  }

  private static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder();
    for (byte b : bytes) out.append(String.format("%02x", b));
    return out.toString();
  }
}
