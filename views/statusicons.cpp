// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "statusicons.h"

#include <QFile>
#include <QHash>
#include <QImageReader>
#include <QPainter>
#include <QPixmap>

using namespace Mcp;

namespace {

struct IconSpec
{
    const char *file; // under :/icons/
    QColor color;
    QChar glyph; // drawn on the disc when the SVG cannot be loaded
    bool hollow; // a ring rather than a disc
};

bool svgSupported()
{
    static const bool supported = QImageReader::supportedImageFormats().contains("svg");
    return supported;
}

// Without the SVG plugin: a disc (or ring) in the status colour with a glyph, at 16 and 32 px.
QIcon paintedIcon(const IconSpec &spec)
{
    QIcon icon;
    for (int size : {16, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal pen = size / 8.0;
        const QRectF disc = QRectF(0, 0, size, size).adjusted(pen, pen, -pen, -pen);
        if (spec.hollow) {
            painter.setPen(QPen(spec.color, pen));
            painter.setBrush(Qt::NoBrush);
        } else {
            painter.setPen(Qt::NoPen);
            painter.setBrush(spec.color);
        }
        painter.drawEllipse(disc);
        if (!spec.glyph.isNull()) {
            QFont font = painter.font();
            font.setBold(true);
            font.setPixelSize(int(size * 0.62));
            painter.setFont(font);
            painter.setPen(spec.hollow ? spec.color : QColor(Qt::white));
            painter.drawText(disc, Qt::AlignCenter, QString(spec.glyph));
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QIcon load(const IconSpec &spec)
{
    static QHash<QString, QIcon> cache;
    const QString file = QLatin1String(spec.file);
    auto it = cache.constFind(file);
    if (it != cache.constEnd())
        return *it;
    // The resources live in the executable: a test linking only the views library has none of them.
    const QString path = QStringLiteral(":/icons/") + file;
    const QIcon icon = svgSupported() && QFile::exists(path) ? QIcon(path) : paintedIcon(spec);
    cache.insert(file, icon);
    return icon;
}

IconSpec operationSpec(OperationStatus status)
{
    switch (status) {
    case OperationStatus::Submitted:
        return {"status-submitted.svg", QColor(0x7a, 0x7a, 0x7a), QChar(0x2026), true};
    case OperationStatus::Working:
        return {"status-working.svg", QColor(0x2f, 0x6f, 0xb3), QChar(0x25b8), false};
    case OperationStatus::InputRequired:
        return {"status-input.svg", QColor(0xe8, 0xa3, 0x17), QLatin1Char('?'), false};
    case OperationStatus::Completed:
        return {"status-completed.svg", QColor(0x2e, 0x9e, 0x48), QChar(0x2713), false};
    case OperationStatus::Failed:
        return {"status-failed.svg", QColor(0xcc, 0x33, 0x33), QChar(0x2715), false};
    case OperationStatus::Cancelled:
        return {"status-cancelled.svg", QColor(0x8a, 0x8a, 0x8a), QLatin1Char('/'), true};
    case OperationStatus::Expired:
        return {"status-expired.svg", QColor(0x8e, 0x44, 0xad), QChar(0x231b), false};
    case OperationStatus::Disconnected:
        return {"status-disconnected.svg", QColor(0xd3, 0x54, 0x00), QLatin1Char('!'), false};
    case OperationStatus::NotFound:
        return {"status-notfound.svg", QColor(0x5f, 0x6b, 0x7a), QChar(0x2205), false};
    case OperationStatus::Unknown:
        break;
    }
    return {"status-unknown.svg", QColor(0x7a, 0x7a, 0x7a), QLatin1Char('?'), true};
}

} // namespace

namespace StatusIcons {

QIcon operation(OperationStatus status)
{
    return load(operationSpec(status));
}

QColor color(OperationStatus status)
{
    return operationSpec(status).color;
}

QIcon server(McpSession::State state)
{
    switch (state) {
    case McpSession::State::Ready:
        return load({"server-connected.svg", QColor(0x2e, 0x9e, 0x48), QChar(), false});
    case McpSession::State::Connecting:
        return load({"server-connecting.svg", QColor(0xe8, 0xa3, 0x17), QChar(), true});
    case McpSession::State::Reconnecting:
        return load({"server-reconnecting.svg", QColor(0xe8, 0xa3, 0x17), QChar(0x21bb), true});
    case McpSession::State::Failed:
        return load({"server-failed.svg", QColor(0xcc, 0x33, 0x33), QLatin1Char('!'), false});
    case McpSession::State::Disconnected:
        break;
    }
    return load({"server-disconnected.svg", QColor(0x8a, 0x8a, 0x8a), QChar(), true});
}

} // namespace StatusIcons
