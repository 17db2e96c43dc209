// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "inputrequestmodel.h"

#include <QDateTime>
#include <QJsonArray>

#include "models/format.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/elicitation.h"
#include "protocol/enumnames.h"
#include "protocol/jsonrpcconnection.h"
#include "protocol/rewatch.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
// The text of a sampling content block, or of the first text block of an array (2025-11-25 allows arrays).
QString contentText(const QJsonValue &content)
{
    if (content.isObject())
        return content.toObject().value(QStringLiteral("text")).toString();
    const QJsonArray blocks = content.toArray();
    for (const QJsonValue &block : blocks) {
        const QString text = block.toObject().value(QStringLiteral("text")).toString();
        if (!text.isEmpty())
            return text;
    }
    return QString();
}

QString messageOf(const IncomingRequest *request, InputRequestModel::Kind kind)
{
    const QJsonObject params = request->params();
    if (kind == InputRequestModel::Kind::Sampling) {
        // What the server wants answered: the last message of the conversation it sends.
        const QJsonArray messages = params.value(QStringLiteral("messages")).toArray();
        for (qsizetype i = messages.size() - 1; i >= 0; --i) {
            const QString text = contentText(messages.at(i).toObject().value(QStringLiteral("content")));
            if (!text.isEmpty())
                return text.simplified();
        }
        return params.value(QStringLiteral("systemPrompt")).toString().simplified();
    }
    return params.value(QStringLiteral("message")).toString().simplified();
}

QString serverOf(const IncomingRequest *request)
{
    // Requests from the wire are children of a session's connection, embedded ones of a call or the session.
    for (QObject *ancestor = request->parent(); ancestor; ancestor = ancestor->parent()) {
        if (auto *session = qobject_cast<McpSession *>(ancestor))
            return session->config().name;
    }
    return QString();
}

// The column titles, in the order of the columns.
const char *const kColumnTitles[InputColumn::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::InputRequestModel", "Kind"), // Kind
    QT_TRANSLATE_NOOP("Mcp::InputRequestModel", "Operation"), // Operation
    QT_TRANSLATE_NOOP("Mcp::InputRequestModel", "Server"), // Server
    QT_TRANSLATE_NOOP("Mcp::InputRequestModel", "Message"), // Message
    QT_TRANSLATE_NOOP("Mcp::InputRequestModel", "Waiting since"), // Waiting
};
} // namespace

InputRequestModel::InputRequestModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
{
}

InputRequestModel::~InputRequestModel() = default;

void InputRequestModel::setManager(OperationManager *manager)
{
    if (!rewatch(m_manager, manager, this))
        return;
    clear();
    if (!manager)
        return;
    connect(manager, &OperationManager::inputRequested, this, &InputRequestModel::addRequest);
    connect(manager, &QObject::destroyed, this, &InputRequestModel::clear);
    for (IncomingRequest *request : manager->pendingInputs())
        addRequest(request, manager->operationForInput(request));
}

void InputRequestModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    for (const Row &row : std::as_const(m_rows)) {
        if (row.request)
            row.request->disconnect(this);
    }
    m_rows.clear();
    endResetModel();
    emit countChanged(0);
}

InputRequestModel::Kind InputRequestModel::kindOf(const IncomingRequest *request)
{
    const QString method = request->method();
    if (method == QLatin1String("elicitation/create"))
        return Elicitation::mode(request->params()) == QLatin1String("url") ? Kind::ElicitationUrl
                                                                            : Kind::ElicitationForm;
    if (method == QLatin1String("sampling/createMessage"))
        return Kind::Sampling;
    return Kind::Other;
}

QString InputRequestModel::kindText(Kind kind)
{
    static constexpr EnumName<Kind> kKindTexts[] = {
        {Kind::ElicitationForm, QT_TR_NOOP("Elicitation form")},
        {Kind::ElicitationUrl, QT_TR_NOOP("Elicitation URL")},
        {Kind::Sampling, QT_TR_NOOP("Sampling")},
    };
    const char *text = enumName(kKindTexts, kind);
    return text ? tr(text) : tr("Request");
}

void InputRequestModel::addRequest(IncomingRequest *request, Operation *op)
{
    if (!request || !request->isOpen() || rowOf(request) >= 0)
        return;
    Row row;
    row.request = request;
    row.key = request;
    row.kind = kindOf(request);
    row.message = messageOf(request, row.kind);
    if (row.kind == Kind::ElicitationUrl)
        row.detail = request->params().value(QStringLiteral("url")).toString();
    row.receivedMs = QDateTime::currentMSecsSinceEpoch();
    if (op) {
        // Copied now: the row outlives neither the request nor needs the operation afterwards.
        row.operationId = op->id();
        row.tool = op->tool();
        row.server = op->serverName();
    } else {
        row.server = serverOf(request);
    }
    connect(request, &IncomingRequest::answered, this, [this, request] { removeRequest(request); });
    connect(request, &IncomingRequest::cancelled, this, [this, request] { removeRequest(request); });
    connect(request, &QObject::destroyed, this, [this, request] { removeRequest(request); });
    const int at = int(m_rows.size());
    beginInsertRows(QModelIndex(), at, at);
    m_rows << row;
    endInsertRows();
    emit countChanged(count());
}

void InputRequestModel::removeRequest(const IncomingRequest *request)
{
    const int row = rowOf(request);
    if (row < 0)
        return;
    if (IncomingRequest *alive = m_rows.at(row).request)
        alive->disconnect(this);
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.remove(row);
    endRemoveRows();
    emit countChanged(count());
}

IncomingRequest *InputRequestModel::request(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return requestAt(index.row());
}

IncomingRequest *InputRequestModel::requestAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).request.data() : nullptr;
}

int InputRequestModel::rowOf(const IncomingRequest *request) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).key == request)
            return row;
    }
    return -1;
}

int InputRequestModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant InputRequestModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SortRole: {
        // The text, or the raw value to sort on where the two differ.
        const bool sort = role == SortRole;
        switch (index.column()) {
        case InputColumn::Kind:
            return sort ? QVariant(int(row.kind)) : QVariant(kindText(row.kind));
        case InputColumn::Operation:
            return row.tool;
        case InputColumn::Server:
            return row.server;
        case InputColumn::Message:
            return row.message;
        case InputColumn::Waiting:
            return sort ? QVariant(row.receivedMs) : QVariant(Format::clockTime(row.receivedMs));
        }
        break;
    }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case InputColumn::Message:
            return row.detail.isEmpty() ? row.message : row.message + QLatin1Char('\n') + row.detail;
        case InputColumn::Waiting:
            return tr("waiting since %1").arg(Format::clockTime(row.receivedMs));
        }
        break;
    case RequestRole:
        return QVariant::fromValue(row.request.data());
    case RequestKindRole:
        return int(row.kind);
    case OperationIdRole:
        return row.operationId;
    case ServerNameRole:
        return row.server;
    default:
        break;
    }
    return QVariant();
}

} // namespace Mcp
