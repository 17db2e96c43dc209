// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// mcp-fake-stdio: a scripted stdio MCP peer for the transport, JSON-RPC and session tests.
//
//   mcp-fake-stdio [--echo] [--ignore-eof] [--ignore-sigterm] [--script FILE]... [--rule JSON]...
//
//   --echo            answer every request that no rule matched with
//                     {"jsonrpc":"2.0","id":<id>,"result":{"echo":<params>}} (notifications get no answer)
//   --ignore-eof      keep running when stdin closes (the client must send SIGTERM)
//   --ignore-sigterm  survive SIGTERM (the client must send SIGKILL); writes "mcp-fake-stdio: ignoring SIGTERM"
//                     to stderr. Without it SIGTERM writes "mcp-fake-stdio: got SIGTERM" and then kills the process.
//   --script FILE     rules, one JSON object per line; blank lines and lines starting with '#' are skipped
//   --rule JSON       one rule given inline (repeatable); rules from all sources are tried in order
//
// Each line read from stdin must be a JSON object (anything else is reported on stderr and ignored). The first
// rule whose "on" matches handles it. Rule keys:
//   "on"        a method name; "*" = any request or notification; "@response" = a message without "method" (a
//               client's answer to a server request); "@start" = once at startup; "@eof" = when stdin closes
//   "once"      true: the rule is used at most once
//   "delayMs"   wait this long before acting (other input is handled meanwhile, so answers can overtake)
//   "stderr"    text written to stderr as is (no newline added)
//   "reply"     array of items written to stdout. An item is a string (written followed by "\n") or an object
//               {"raw": "...", "noNewline": true, "delayMs": N, "base64": "..."}: "base64" gives raw bytes instead
//               of "raw"; "delayMs" flushes what came before and waits first. Consecutive items without a delay
//               go out in one write(2), so the client reads them together.
//   "exitCode"  exit with this code after the reply
//   "closeStdout" true: close stdout after the reply and go on running (stdin is still read; later writes to
//               stdout make the process exit with code 3)
//   "signal"    then send this signal to itself (9 simulates a crash)
// In "stderr" and in raw strings these are replaced: $ID (the request id as JSON, null if none), $METHOD,
// $PARAMS (JSON, null if none), $PID, $CWD (JSON string), $ENV(NAME) (JSON string, null if unset) and $PAD(N)
// (N bytes of 'x', for huge messages). stderr is written before stdout. When stdin closes the "@eof" rule runs,
// then the process exits with code 0 (or the rule's exitCode) unless --ignore-eof; delayed replies still
// pending are dropped.
//
// Example: {"on":"tools/call","delayMs":50,"reply":["{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":{}}"],"exitCode":3}

#include <cerrno>
#include <csignal>
#include <cstring>
#include <functional>
#include <unistd.h>
#include <utility>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QTimer>

namespace {

struct Rule
{
    QJsonObject spec;
    bool used = false;
};

struct Step
{
    int delayMs = 0;
    QByteArray err;
    QByteArray out;
    int exitCode = -1;
    int signal = 0;
    bool closeStdout = false;
};

QList<Rule> &rules()
{
    static QList<Rule> list;
    return list;
}
bool s_echo = false;
bool s_ignoreEof = false;
volatile sig_atomic_t s_ignoreSigterm = 0;

void writeAll(int fd, const QByteArray &bytes)
{
    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            ::_exit(3); // the client went away
        data += n;
        left -= n;
    }
}

void complain(const QString &text)
{
    writeAll(STDERR_FILENO, "mcp-fake-stdio: " + text.toUtf8() + '\n');
}

QByteArray toJson(const QJsonValue &value)
{
    if (value.isUndefined())
        return QByteArrayLiteral("null");
    const QByteArray array = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray expand(const QString &pattern, const QJsonObject &message)
{
    static const QRegularExpression macro(
        QStringLiteral(R"(\$(ID|METHOD|PARAMS|PID|CWD|PAD\((\d+)\)|ENV\(([A-Za-z_][A-Za-z0-9_]*)\)))"));
    QByteArray result;
    qsizetype last = 0;
    for (auto it = macro.globalMatch(pattern); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        result += pattern.mid(last, match.capturedStart() - last).toUtf8();
        last = match.capturedEnd();
        const QString name = match.captured(1);
        if (name == QLatin1String("ID"))
            result += toJson(message.value(QLatin1String("id")));
        else if (name == QLatin1String("METHOD"))
            result += message.value(QLatin1String("method")).toString().toUtf8();
        else if (name == QLatin1String("PARAMS"))
            result += toJson(message.value(QLatin1String("params")));
        else if (name == QLatin1String("PID"))
            result += QByteArray::number(qint64(::getpid()));
        else if (name == QLatin1String("CWD"))
            result += toJson(QDir::currentPath());
        else if (name.startsWith(QLatin1String("PAD")))
            result += QByteArray(match.captured(2).toLongLong(), 'x');
        else
            result += qEnvironmentVariableIsSet(match.captured(3).toLocal8Bit().constData())
                ? toJson(qEnvironmentVariable(match.captured(3).toLocal8Bit().constData()))
                : QByteArrayLiteral("null");
    }
    result += pattern.mid(last).toUtf8();
    return result;
}

QList<Step> stepsFor(const QJsonObject &rule, const QJsonObject &message)
{
    QList<Step> steps;
    Step current;
    current.delayMs = rule.value(QLatin1String("delayMs")).toInt();
    current.err = expand(rule.value(QLatin1String("stderr")).toString(), message);
    const QJsonArray items = rule.value(QLatin1String("reply")).toArray();
    for (const QJsonValue &item : items) {
        const QJsonObject object = item.toObject();
        const int delayMs = object.value(QLatin1String("delayMs")).toInt();
        if (delayMs > 0) {
            steps.append(current);
            current = Step();
            current.delayMs = delayMs;
        }
        if (item.isString())
            current.out += expand(item.toString(), message);
        else if (object.contains(QLatin1String("base64")))
            current.out += QByteArray::fromBase64(object.value(QLatin1String("base64")).toString().toLatin1());
        else
            current.out += expand(object.value(QLatin1String("raw")).toString(), message);
        if (!object.value(QLatin1String("noNewline")).toBool())
            current.out += '\n';
    }
    current.exitCode = rule.value(QLatin1String("exitCode")).toInt(-1);
    current.signal = rule.value(QLatin1String("signal")).toInt();
    current.closeStdout = rule.value(QLatin1String("closeStdout")).toBool();
    steps.append(current);
    return steps;
}

void run(QList<Step> steps)
{
    while (!steps.isEmpty()) {
        Step step = steps.takeFirst();
        if (step.delayMs > 0) {
            const int delayMs = std::exchange(step.delayMs, 0);
            steps.prepend(step);
            QTimer::singleShot(delayMs, QCoreApplication::instance(), [steps] { run(steps); });
            return;
        }
        writeAll(STDERR_FILENO, step.err);
        writeAll(STDOUT_FILENO, step.out);
        if (step.closeStdout)
            ::close(STDOUT_FILENO);
        if (step.signal)
            ::kill(::getpid(), step.signal);
        if (step.exitCode >= 0)
            ::_exit(step.exitCode);
    }
}

// Returns false when no rule matched.
bool applyRules(const QString &on, const QJsonObject &message, const std::function<void(QList<Step> &)> &adjust = {})
{
    for (Rule &rule : rules()) {
        const QString pattern = rule.spec.value(QLatin1String("on")).toString();
        const bool matches = pattern == on || (pattern == QLatin1String("*") && !on.startsWith(QLatin1Char('@')));
        if (!matches || rule.used)
            continue;
        rule.used = rule.spec.value(QLatin1String("once")).toBool();
        QList<Step> steps = stepsFor(rule.spec, message);
        if (adjust)
            adjust(steps);
        run(steps);
        return true;
    }
    return false;
}

void handleLine(const QByteArray &line)
{
    if (line.trimmed().isEmpty())
        return;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (!doc.isObject()) {
        complain(QStringLiteral("ignored a line that is not a JSON object: ") + QString::fromUtf8(line.left(200)));
        return;
    }
    const QJsonObject message = doc.object();
    const bool isRequest = message.contains(QLatin1String("id"));
    const QString method = message.value(QLatin1String("method")).toString();
    if (applyRules(method.isEmpty() ? QStringLiteral("@response") : method, message))
        return;
    if (s_echo && isRequest && !method.isEmpty()) {
        const QJsonObject answer {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), message.value(QLatin1String("id"))},
            {QStringLiteral("result"), QJsonObject {{QStringLiteral("echo"), message.value(QLatin1String("params"))}}}};
        writeAll(STDOUT_FILENO, QJsonDocument(answer).toJson(QJsonDocument::Compact) + '\n');
    }
}

void handleEof()
{
    const bool handled = applyRules(QStringLiteral("@eof"), {}, [](QList<Step> &steps) {
        if (!s_ignoreEof && steps.last().exitCode < 0)
            steps.last().exitCode = 0;
    });
    if (!handled && !s_ignoreEof)
        ::_exit(0);
}

void onSigterm(int)
{
    static const char ignoring[] = "mcp-fake-stdio: ignoring SIGTERM\n";
    static const char got[] = "mcp-fake-stdio: got SIGTERM\n";
    if (s_ignoreSigterm) {
        [[maybe_unused]] auto n = ::write(STDERR_FILENO, ignoring, sizeof ignoring - 1);
        return;
    }
    [[maybe_unused]] auto n = ::write(STDERR_FILENO, got, sizeof got - 1);
    ::signal(SIGTERM, SIG_DFL);
    ::raise(SIGTERM);
}

bool addRule(const QByteArray &json, const QString &origin)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject() || !doc.object().value(QLatin1String("on")).isString()) {
        complain(QStringLiteral("bad rule in %1 (%2): %3")
                     .arg(origin, error.error ? error.errorString() : QStringLiteral("needs \"on\""),
                         QString::fromUtf8(json)));
        return false;
    }
    rules().append({doc.object()});
    return true;
}

bool loadScript(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        complain(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    int number = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++number;
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (!addRule(line, path + QLatin1Char(':') + QString::number(number)))
            return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if (arg == QLatin1String("--echo"))
            s_echo = true;
        else if (arg == QLatin1String("--ignore-eof"))
            s_ignoreEof = true;
        else if (arg == QLatin1String("--ignore-sigterm"))
            s_ignoreSigterm = 1;
        else if (arg == QLatin1String("--script") && hasValue) {
            if (!loadScript(args.at(++i)))
                return 2;
        } else if (arg == QLatin1String("--rule") && hasValue) {
            if (!addRule(args.at(++i).toUtf8(), QStringLiteral("--rule")))
                return 2;
        } else {
            complain(QStringLiteral("unknown argument %1").arg(arg));
            return 2;
        }
    }

    struct sigaction action;
    std::memset(&action, 0, sizeof action);
    action.sa_handler = onSigterm;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGTERM, &action, nullptr);

    QByteArray pending;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&input, &pending] {
        char buffer[64 * 1024];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            return;
        if (n <= 0) {
            input.setEnabled(false);
            handleEof();
            return;
        }
        pending.append(buffer, n);
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0) {
            const QByteArray line = pending.left(newline);
            pending.remove(0, newline + 1);
            handleLine(line);
        }
    });

    applyRules(QStringLiteral("@start"), {});
    return app.exec();
}
