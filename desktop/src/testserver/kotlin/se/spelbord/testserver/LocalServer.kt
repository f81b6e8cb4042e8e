package se.spelbord.testserver

import java.io.File
import java.net.InetAddress
import java.net.ServerSocket
import java.nio.file.Files
import java.util.concurrent.TimeUnit

/**
 * A real spelbord-server for a test: on a free loopback port in the range the tests
 * may use (SPELBORD_TEST_PORTS, else 41000-41999), SQLite in a temporary directory.
 * scripts/test.sh builds the binary and passes its path as `spelbord.server`. One
 * source for the Compose tests (desktop/) and the bindings' JVM tests (tests/kotlin/),
 * which both add this folder to their test sources.
 */
class LocalServer : AutoCloseable {
    private var process: Process
    private val binary: File
    /**
     * The database's folder: in memory (/dev/shm) where there is one. The server commits
     * every action with SQLite's synchronous=FULL, an fsync of some 3 ms each on this
     * machine's disk, which a test never needs (TavliOnlineTest plays some 3,000 actions).
     */
    private val data = File("/dev/shm").takeIf { it.isDirectory && it.canWrite() }
        ?.let { Files.createTempDirectory(it.toPath(), "spelbord-ui-server-") }
        ?: Files.createTempDirectory("spelbord-ui-server-")
    /** `127.0.0.1:PORT`, as the server setting takes it. */
    val address: String

    init {
        binary = File(System.getProperty("spelbord.server") ?: defaultBinary())
        check(binary.canExecute()) { "no server binary at $binary: cargo build -p spelbord-server" }
        address = "127.0.0.1:${freePort()}"
        process = launch()
    }

    /** Starts the server on [address] over the same data; its first line says it listens. */
    private fun launch(): Process {
        val started = ProcessBuilder(binary.absolutePath, "--listen", address, "--data", data.toString())
            .redirectErrorStream(true)
            .start()
        val out = started.inputStream.bufferedReader()
        val line = out.readLine() ?: error("the server ended at once")
        check(line.contains("listening")) { line }
        Thread { out.forEachLine { } }.apply { isDaemon = true }.start()
        return started
    }

    /** Stops the server as a crash or a network outage would look to the devices. */
    fun stop() {
        process.destroy()
        process.waitFor(5, TimeUnit.SECONDS)
    }

    /** Starts it again on the same address over the same data (the games are as stored). */
    fun restart() {
        var tries = 0
        while (true) {
            val started = runCatching { launch() }
            if (started.isSuccess) { process = started.getOrThrow(); return }
            check(++tries < 50) { "the server did not start again: ${started.exceptionOrNull()}" }
            Thread.sleep(100)
        }
    }

    override fun close() = stop()

    /** The debug build in the workspace above the Maven project the tests run in. */
    private fun defaultBinary(): String {
        val root = generateSequence(File(System.getProperty("user.dir")).absoluteFile) { it.parentFile }
            .firstOrNull { File(it, "Cargo.lock").exists() } ?: File(".")
        return File(root, "target/debug/spelbord-server").path
    }

    private fun freePort(): Int {
        val range = System.getenv("SPELBORD_TEST_PORTS")?.split("-")?.map { it.trim().toInt() } ?: listOf(41000, 41999)
        for (i in 0 until 200) {
            val port = range[0] + ((System.nanoTime() / 1000 + i * 7919) % (range[1] - range[0])).toInt()
            if (runCatching { ServerSocket(port, 1, InetAddress.getLoopbackAddress()).close() }.isSuccess) return port
        }
        error("no free port in $range")
    }
}
